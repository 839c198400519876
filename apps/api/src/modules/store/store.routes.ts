// Store and subscriptions (02 §7): GET /api/store/products; POST /api/store/products/{id}/buy with business_id;
// POST/GET /api/v2/business/{id}/subscriptions, PUT/DELETE .../{subId}; GET /api/v2/admin/subscriptions/{a}/{b}/dummy
// (a = business, b = product); GET /api/crm/invoices/. Beside the spec: the business's cancellation ("Kündigung"),
// its invoice list and files (PDF, XRechnung, ZUGFeRD) and the admin's credit note.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZFileBody, ZIdParam, ZNoContent, zData, zPage } from '@oabat/domain/common';
import { contentDisposition } from '@oabat/domain/media';
import {
  ZAdminSubscriptionInput,
  ZAdminSubscriptionUpdate,
  ZBusinessSubParam,
  ZBuyInput,
  ZCreditNoteInput,
  ZCrmInvoiceQuery,
  ZDummyParam,
  ZInvoice,
  ZInvoiceFileQuery,
  ZInvoiceParam,
  ZProductCatalogue,
  ZProductParam,
  ZSubscription,
  ZSubscriptionPreview,
  sepaMandateText,
  type TTerm,
} from '@oabat/domain/store';
import { storeDeps } from './store.deps.ts';
import * as uc from './store.usecases.ts';
import * as admin from './store.admin.ts';
import { RUN_JOB, runBilling } from './store.billing.ts';
import { businessesToApply } from './store.repository.ts';

const tags = ['store'];

const store: FastifyPluginAsyncZod = async (app) => {
  const d = storeDeps(app);
  app.jobs.work<uc.ApplyJob>(uc.APPLY_JOB, (job) => d.db.tx((q) => uc.applyUnlocks(q, job.business_id)));
  app.jobs.work(RUN_JOB, async () => {
    const issued = await runBilling(d);
    // Also catches effects whose queued job was lost (a restored backup): switch every business once.
    for (const b of await businessesToApply(d.db)) await d.db.tx((q) => uc.applyUnlocks(q, b.business_id));
    d.log.info({ issued }, 'store billing run');
  });
  // Daily: bills every period that began (so the monthly renewals are billed on their day) and renews.
  app.jobs.schedule(RUN_JOB, '15 2 * * *');

  // The mandate text rides along: the checkout shows it before a SEPA order (creditor and id are the server's).
  app.get('/api/store/products', { schema: { tags, response: { 200: ZProductCatalogue } } }, async (req) => ({
    data: await uc.listProducts(d, req.viewer),
    sepa_mandate_text: sepaMandateText(app.config.OPERATOR_NAME, app.config.OPERATOR_CREDITOR_ID),
  }));
  app.post(
    '/api/store/products/:id/buy',
    { schema: { tags, params: ZProductParam, body: ZBuyInput, response: { 200: zData(ZSubscription), 201: zData(ZSubscription) } } },
    async (req, reply) => {
      const r = await uc.buy(d, req.viewer, req.params.id, req.body);
      return reply.status(r.created ? 201 : 200).send({ data: r.subscription });
    },
  );

  const subs = '/api/v2/business/:id/subscriptions';
  app.get(subs, { schema: { tags, params: ZIdParam, response: { 200: zData(z.array(ZSubscription)) } } }, async (req) => ({
    data: await uc.listSubscriptions(d, req.viewer, req.params.id),
  }));
  app.post(subs, { schema: { tags, params: ZIdParam, body: ZAdminSubscriptionInput, response: { 201: zData(ZSubscription) } } }, async (req, reply) =>
    reply.status(201).send({ data: await admin.createSubscription(d, req.viewer, req.params.id, req.body) }),
  );
  app.put(
    `${subs}/:subId`,
    { schema: { tags, params: ZBusinessSubParam, body: ZAdminSubscriptionUpdate, response: { 200: zData(ZSubscription) } } },
    async (req) => ({
      data: await admin.updateSubscription(d, req.viewer, req.params.id, req.params.subId, req.body),
    }),
  );
  app.delete(`${subs}/:subId`, { schema: { tags, params: ZBusinessSubParam, response: { 204: ZNoContent } } }, async (req, reply) => {
    await admin.deleteSubscription(d, req.viewer, req.params.id, req.params.subId);
    return reply.status(204).send(null);
  });
  app.post(`${subs}/:subId/cancel`, { schema: { tags, params: ZBusinessSubParam, response: { 200: zData(ZSubscription) } } }, async (req) => ({
    data: await uc.cancel(d, req.viewer, req.params.id, req.params.subId),
  }));
  app.get('/api/v2/admin/subscriptions/:a/:b/dummy', { schema: { tags, params: ZDummyParam, response: { 200: zData(ZSubscriptionPreview) } } }, async (req) => {
    const preview = await admin.dummy(d, req.viewer, req.params.a, req.params.b);
    return { data: { ...preview, term: preview.term as TTerm } }; // 'month' or 'year', widened to string there
  });

  app.get('/api/v2/business/:id/invoices', { schema: { tags, params: ZIdParam, response: { 200: zData(z.array(ZInvoice)) } } }, async (req) => ({
    data: await admin.listInvoices(d, req.viewer, req.params.id),
  }));
  // The files go out as they are (PDF, XML).
  app.get('/api/v2/business/:id/invoices/:invoiceId/pdf', { schema: { tags, params: ZInvoiceParam, response: { 200: ZFileBody } } }, async (req, reply) => {
    const f = await admin.invoiceFile(d, req.viewer, req.params.id, req.params.invoiceId, 'pdf');
    return reply.header('Content-Type', f.type).header('Content-Disposition', contentDisposition(f.name)).send(f.body);
  });
  app.get(
    '/api/v2/business/:id/invoices/:invoiceId/einvoice',
    { schema: { tags, params: ZInvoiceParam, querystring: ZInvoiceFileQuery, response: { 200: ZFileBody } } },
    async (req, reply) => {
      const f = await admin.invoiceFile(d, req.viewer, req.params.id, req.params.invoiceId, req.query.format);
      return reply.header('Content-Type', f.type).header('Content-Disposition', contentDisposition(f.name)).send(f.body);
    },
  );
  app.get('/api/crm/invoices/', { schema: { tags, querystring: ZCrmInvoiceQuery, response: { 200: zPage(ZInvoice) } } }, async (req) =>
    admin.crmInvoices(d, req.viewer, req.query),
  );
  app.post(
    '/api/crm/invoices/:id/credit_note',
    { schema: { tags, params: ZIdParam, body: ZCreditNoteInput, response: { 201: zData(ZInvoice) } } },
    async (req, reply) => reply.status(201).send({ data: await admin.crmCreditNote(d, req.viewer, req.params.id, req.body.reason) }),
  );
};

export default store;

// Every feature module, registered in this order by app.ts.
import health from './health/health.routes.ts';
import accounts from './accounts/accounts.routes.ts';
import contact from './contact/contact.routes.ts';
import analytics from './analytics/analytics.routes.ts';
import places from './places/places.routes.ts';
import occupations from './occupations/occupations.routes.ts';
import site from './site/site.routes.ts';

export const modules = [health, accounts, contact, analytics, places, occupations, site];

// The allow-list for post bodies (sanitize-html, a well-kept library; never a hand-written filter): headings,
// paragraphs, emphasis, lists, quotes, links (opened with rel="noopener nofollow") and images from our own media.
// Everything else, scripts and event handler attributes included, is dropped before the body is stored.
import sanitizeHtml from 'sanitize-html';

/** Our own public image variants, e.g. /media/images/<uuid>/3.webp (see media.usecases publicImageUrl). */
export const OWN_IMAGE_SRC = /^\/media\/images\/[0-9a-f-]{36}\/[a-z0-9.]{1,20}$/;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['h2', 'h3', 'h4', 'p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'blockquote', 'a', 'img', 'hr'],
  allowedAttributes: { a: ['href', 'rel', 'target'], img: ['src', 'alt'] },
  allowedSchemes: ['https', 'http', 'mailto'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // The page title is the h1: headings in the text start one level below.
    h1: 'h2',
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'noopener nofollow', target: '_blank' } }),
  },
  exclusiveFilter: (frame) => (frame.tag === 'img' && !OWN_IMAGE_SRC.test(frame.attribs.src ?? '')) || (frame.tag === 'a' && !frame.attribs.href),
};

export function sanitizePostBody(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

// Values as they go out on the wire, where a response schema says string and the database gives a Date.

/** A timestamp as its ISO text (what JSON.stringify wrote before the route had a schema); text stays as it is. */
export const isoText = (d: Date | string) => (d instanceof Date ? d.toISOString() : d);

/** A job as its page sends it (ZJobDetail): published_at as ISO text; the rest as read. */
export const wireJob = <J extends { published_at: Date | string | null }>(j: J) => ({ ...j, published_at: j.published_at && isoText(j.published_at) });

// One way to say a count in German ("1 Stimme", "2 Stimmen"), so no page says "1 Stimmen".

/** `count` with the singular or the plural noun, the number in German digits ("1.200 Nachrichten"). */
export function plural(count: number, one: string, many: string): string {
  return `${count.toLocaleString('de-DE')} ${count === 1 ? one : many}`;
}

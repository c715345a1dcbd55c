// Reads the plain text of an element in an imported KML or GPX route file, such as a placemark's or a track's name.
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/**
 * The text of an XML element's content, such as the `<name>` of a KML Placemark or a GPX track: CDATA unwrapped,
 * entities decoded, spaces collapsed; undefined when blank.
 */
export function xmlText(raw: string): string | undefined {
  const text = raw
    .replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, '$1')
    .replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (entity: string, code: string) => {
      if (!code.startsWith('#')) return ENTITIES[code.toLowerCase()] ?? entity;
      const point = code.startsWith('#x') || code.startsWith('#X') ? Number.parseInt(code.slice(2), 16) : Number.parseInt(code.slice(1), 10);
      // a reference beyond Unicode stays as written
      return point <= 0x10ffff ? String.fromCodePoint(point) : entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
  return text === '' ? undefined : text;
}

/**
 * Advance widths of the printable ASCII characters (32..126) in Helvetica, in 1/1000 em (Adobe's
 * Helvetica AFM; Arial and Liberation Sans share these metrics). Other characters count as 1 em.
 */
const HELVETICA = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, // space ! " # $ % & ' ( ) * + , - . /
  556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, // 0-9 : ; < = > ?
  1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, // @ A-O
  667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, // P-Z [ \ ] ^ _
  333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, // ` a-o
  556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584, // p-z { | } ~
];

/** Width in pixels of `text` set in Helvetica/Arial at `fontSize` pixels (an upper bound for characters outside ASCII). */
export function textWidth(text: string, fontSize: number): number {
  let w = 0;
  for (const ch of text) {
    const c = ch.codePointAt(0)!;
    w += c >= 32 && c <= 126 ? HELVETICA[c - 32]! : 1000;
  }
  return (w / 1000) * fontSize;
}

/** The font stack of figures laid out with {@link textWidth}: metric-compatible faces only, then any sans-serif. */
export const HELVETICA_STACK = 'Helvetica, Arial, Liberation Sans, sans-serif';

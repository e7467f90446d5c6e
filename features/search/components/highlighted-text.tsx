import type { TextPiece } from '@/features/search/model/highlight';

/** Text with its matched words in <mark>; every piece is rendered as text, never as HTML. */
export default function HighlightedText({ pieces }: { pieces: TextPiece[] }) {
  return <>{pieces.map((piece, index) => (piece.match ? <mark key={index}>{piece.text}</mark> : piece.text))}</>;
}

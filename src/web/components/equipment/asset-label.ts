/** An asset tag with the words that go with it: "PMP-001 — Boiler feed pump". */
export function assetLabel(assetTag: string, words: string | null): string {
  return words ? `${assetTag} — ${words}` : assetTag;
}

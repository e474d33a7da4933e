/**
 * A back-office document's print stylesheet: only the document prints (the frame, the buttons and
 * anything marked `data-no-print` stay on screen), its card drawn without border or shadow, its
 * table rows unbroken. `extra` adds the page's own rules (a packing slip hides prices).
 */
export function printCss(documentAttribute: string, extra = ''): string {
  const doc = `[${documentAttribute}]`;
  return `
@media print {
  @page { margin: 14mm; }
  [data-no-print], [data-scope="toast"] { display: none !important; }
  body { background: #fff !important; }
  main { padding: 0 !important; }
  ${doc} { border: none !important; box-shadow: none !important; padding: 0 !important; max-width: none !important; }
  ${doc} table { font-size: 11pt; }
  ${doc} tr { break-inside: avoid; }
  ${extra}
}
`;
}

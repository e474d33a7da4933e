import sanitizeHtml from 'sanitize-html';

/** Rich text is stored sanitised, so every place a shopper sees it is safe by construction. */
export function sanitizeRichText(html: string | undefined): string | undefined {
  if (html === undefined) return undefined;
  return sanitizeHtml(html, {
    allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'h1', 'h2', 'span', 'u', 's'],
    allowedAttributes: {
      ...sanitizeHtml.defaults.allowedAttributes,
      img: ['src', 'alt', 'title', 'width', 'height'],
      span: ['style'],
      '*': ['class'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedStyles: { span: { color: [/^#[0-9a-f]{3,6}$/i], 'text-decoration': [/^(underline|line-through)$/] } },
  });
}

import { describe, expect, it } from 'vitest';
import { checkHead } from './head-check';

const SITE = 'https://shop.example';
const PAGE = `${SITE}/product/canvas-tote`;

const ld = (value: object) =>
  `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', ...value })}</script>`;

const product = (offer: object) => ({
  '@type': 'Product',
  name: 'Canvas tote',
  image: [`${SITE}/api/files/uploads/2026/11/01jaaaaaaaaaaaaaaaaaaaaaaa.webp`],
  description: 'A canvas tote.',
  sku: 'CANVAS-TOTE',
  brand: { '@type': 'Brand', name: 'Fabrikam' },
  offers: { '@type': 'Offer', url: PAGE, priceCurrency: 'HKD', availability: 'https://schema.org/InStock', ...offer },
});

const breadcrumbs = {
  '@type': 'BreadcrumbList',
  itemListElement: [
    { '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE}/` },
    { '@type': 'ListItem', position: 2, name: 'Shop the demo', item: `${SITE}/category/demo-shop` },
    { '@type': 'ListItem', position: 3, name: 'Canvas tote' },
  ],
};

const site = {
  '@graph': [
    {
      '@type': 'Organization',
      name: 'Demo shop',
      url: `${SITE}/`,
      logo: `${SITE}/api/files/uploads/2026/11/01jbbbbbbbbbbbbbbbbbbbbbbb.png`,
    },
    {
      '@type': 'WebSite',
      name: 'Demo shop',
      url: `${SITE}/`,
      potentialAction: {
        '@type': 'SearchAction',
        target: `${SITE}/search?q={search_term_string}`,
        'query-input': 'required name=search_term_string',
      },
    },
  ],
};

/** A product page's head as the storefront should answer it; `image` false leaves out og:image. */
function productPage({ offer = { price: '99.00' }, image = true }: { offer?: object; image?: boolean } = {}) {
  return `<!doctype html><html lang="en-US"><head>
<meta charset="utf-8">
<title>Canvas tote | Demo shop</title>
<meta name="description" content="A canvas tote for every day.">
<link rel="canonical" href="${PAGE}">
<link rel="alternate" hreflang="en-US" href="${PAGE}">
<link rel="alternate" hreflang="zh-HK" href="${PAGE}?language=zh-HK">
<link rel="alternate" hreflang="x-default" href="${PAGE}">
<meta property="og:title" content="Canvas tote">
<meta property="og:type" content="product">
<meta property="og:url" content="${PAGE}">
${image ? `<meta property="og:image" content="${SITE}/api/files/uploads/2026/11/01jaaaaaaaaaaaaaaaaaaaaaaa.webp">` : ''}
<meta property="og:image:alt" content="Canvas tote">
<meta property="og:description" content="A canvas tote for every day.">
<meta property="og:site_name" content="Demo shop">
<meta property="og:locale" content="en_US">
<meta name="twitter:card" content="summary_large_image">
${ld(product(offer))}
${ld(breadcrumbs)}
${ld(site)}
</head><body><div id="root"></div></body></html>`;
}

describe('checkHead', () => {
  it('passes a complete product page: document, Open Graph, X card and Google rich-result rules', async () => {
    const result = await checkHead(productPage(), {
      schemas: ['Product', 'Offer', 'BreadcrumbList', 'Organization', 'WebSite', 'SearchAction'],
      languages: ['en-US', 'zh-HK', 'x-default'],
    });
    expect(result.failed).toEqual([]);
    expect(result.passed).toEqual([
      'document: html lang',
      'document: title',
      'document: description',
      'document: canonical',
      'document: hreflang',
      'og:title',
      'og:type',
      'og:image',
      'og:url',
      'og: recommended',
      'twitter:card',
      'twitter:title',
      'twitter:description',
      'twitter:image',
      'structured data: JSON-LD',
      'structured data: Product',
      'structured data: BreadcrumbList',
      'structured data: Organization',
      'structured data: WebSite',
      'schema: Product',
      'schema: Offer',
      'schema: BreadcrumbList',
      'schema: Organization',
      'schema: WebSite',
      'schema: SearchAction',
    ]);
    // What Google only recommends (reviews, a GTIN) is a warning, never a failure.
    expect(result.warnings.map((w) => w.test)).toContain('structured data: Product');
  });

  it('fails a product page whose offer has no price and which has no og:image, and says where', async () => {
    const result = await checkHead(productPage({ offer: {}, image: false }), {
      schemas: ['Product', 'Offer'],
      presets: ['openGraph', 'twitter', 'structuredData'],
    });
    expect(result.failed).toEqual([
      { test: 'og:image', message: 'meta property="og:image" is missing' },
      { test: 'twitter:image', message: 'a summary_large_image card needs twitter:image or og:image' },
      {
        test: 'structured data: Product',
        message: expect.stringMatching(/^offers: .*Required attribute "price" is missing/) as string,
      },
    ]);
    expect(result.passed).toEqual(expect.arrayContaining(['og:title', 'og:url', 'structured data: BreadcrumbList', 'schema: Offer']));
    expect(result.passed).not.toContain('document: title');
  });

  it('checks what the validator has no rules for: BlogPosting dates, the SearchAction placeholder, head tags and JSON-LD syntax', async () => {
    const html = `<html><head><title></title>
<link rel="canonical" href="/blog/article/welcome">
<link rel="alternate" hreflang="english" href="${SITE}/blog/article/welcome">
${ld({ '@type': 'BlogPosting', headline: 'Welcome', datePublished: '27/11/2026' })}
${ld({ '@type': 'WebSite', name: 'Demo shop', url: `${SITE}/`, potentialAction: { '@type': 'SearchAction', target: `${SITE}/search?q={query}`, 'query-input': 'required name=q' } })}
<script type="application/ld+json">{"@type": "Product",}</script>
</head></html>`;
    const result = await checkHead(html, { presets: ['document', 'structuredData'], schemas: ['BlogPosting', 'Product'] });
    expect(result.failed).toEqual([
      { test: 'document: html lang', message: '<html> has no valid lang attribute' },
      { test: 'document: title', message: 'the <title> is empty' },
      { test: 'document: description', message: 'expected one meta description, found 0' },
      { test: 'document: canonical', message: 'the canonical URL must be absolute, without a fragment: "/blog/article/welcome"' },
      { test: 'document: hreflang', message: 'hreflang "english" is not a language tag' },
      { test: 'document: hreflang', message: 'the hreflang alternates must include the page itself (its canonical URL)' },
      { test: 'structured data: JSON-LD', message: expect.stringMatching(/^JSON-LD block 3 does not parse/) as string },
      { test: 'structured data: BlogPosting', message: '"datePublished" is not an ISO 8601 date' },
      { test: 'structured data: WebSite', message: 'SearchAction "query-input" must name the placeholder: "required name=query"' },
      { test: 'schema: Product', message: 'no JSON-LD item of type Product' },
    ]);
    expect(result.warnings).toEqual(
      expect.arrayContaining([{ test: 'structured data: BlogPosting', message: 'Missing field "image" (recommended)' }]),
    );
  });
});

import { Article } from './blog/article.js';
import { ArticleInput } from './blog/article.schema.js';
import { BlogCategory } from './blog/blog-category.js';
import { BlogCategoryInput } from './blog/blog-category.schema.js';
import { productIdByUrl } from './catalog/product.js';

/** A blog category and an article in it, in two languages, so a fresh `npm start` shows the blog (decision 0034). */
const demoCategory = {
  url: 'shop-news',
  title: 'Shop news',
  zh: '商店消息',
  text: 'What is new in the demo shop.',
  zhText: '示範商店的最新消息。',
};
const demoArticle = {
  url: 'welcome',
  title: 'Welcome to the demo shop',
  zh: '歡迎來到示範商店',
  short: 'A first article, with a product it talks about.',
  zhShort: '第一篇文章，附上文中提到的產品。',
  content: '<p>This shop runs on the local stand-ins. The tote below is on sale.</p>',
  zhContent: '<p>這個商店在本機替身上運行。下面的帆布袋正在減價。</p>',
  product: 'canvas-tote',
};

/** Written once (the article's url is the marker); the related product only when the demo catalogue has it. */
export async function seedDemoBlog(): Promise<string[]> {
  if (await Article.urlTaken(demoArticle.url)) return [];
  let category = await BlogCategory.findByUrl(demoCategory.url, 'default');
  if (!category) {
    const raw = { title: demoCategory.title, url: demoCategory.url, order: 0, short_description: demoCategory.text };
    category = await BlogCategory.create(BlogCategoryInput.parse(raw), 'default');
    await BlogCategory.update(
      category.id,
      BlogCategoryInput.parse({ ...raw, title: demoCategory.zh, short_description: demoCategory.zhText }),
      'zh_hk',
    );
  }
  const product = await productIdByUrl(demoArticle.product);
  const raw = {
    title: demoArticle.title,
    url: demoArticle.url,
    short_description: demoArticle.short,
    content: demoArticle.content,
    categories: [category.id],
    products: product ? [product] : [],
  };
  const article = await Article.create(await ArticleInput.parseAsync(raw), 'default');
  await Article.update(
    article.id,
    await ArticleInput.parseAsync({
      ...raw,
      title: demoArticle.zh,
      short_description: demoArticle.zhShort,
      content: demoArticle.zhContent,
    }),
    'zh_hk',
  );
  return [`article ${demoArticle.url}`];
}

// What the rest of the server may use of news (docs/server-features.md).
export { findArticleRedirect, findPublishedArticle, listPublishedArticles } from './published-articles.ts';

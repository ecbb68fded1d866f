// What the rest of the server may use of cms (docs/server-features.md).
export { PUBLISH_ARTICLE_TASK, publishScheduledArticle } from './publish-scheduled.ts';

export { NewsArticlePage } from './pages/news-article-page';
export { NewsListPage } from './pages/news-list-page';

export { NewsArticleDialog, type NewsArticleDialogProps } from './components/news-article-dialog';
export { NewsPage } from './pages/news-page';

/** What other features use: a customer's documents, each opening in the document modal. */
export { DocumentHistory } from './components/document-history';

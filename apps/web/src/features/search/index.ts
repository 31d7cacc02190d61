export { GlobalSearch, isSearchShortcut } from './components/global-search';
export { SearchDialog } from './components/search-dialog';

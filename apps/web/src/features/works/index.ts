export { useWorks } from './api/use-works';
export { WorkDialog, type WorkDialogProps } from './components/work-dialog';
export { WorkPicker, type WorkPickerProps } from './components/work-picker';
export { WorksList, type WorksListProps, worksColumns } from './components/works-list';
export { WorksPage } from './pages/works-page';

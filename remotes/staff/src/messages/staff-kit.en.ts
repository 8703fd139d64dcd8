/** Words every staff screen shares (tables, filters, record forms). */
export const staffKitEnglish = {
  kitAll: 'All',
  kitYes: 'Yes',
  kitNo: 'No',
  kitFilters: 'Filters',
  kitSave: 'Save',
  kitSaved: 'Saved.',
  kitNothingChanged: 'Nothing changed.',
  kitDelete: 'Delete',
  kitDeleteTitle: 'Delete {{name}}?',
  kitDeleteText: 'This cannot be undone.',
  kitDeleted: 'Deleted {{name}}.',
  kitRecordMissing: 'There is no such record. It may have been deleted.',
  kitBackToList: 'Back to the list',
  kitNone: 'None',
  kitNever: 'Never',
};

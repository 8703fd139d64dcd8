import type { staffKitEnglish } from './staff-kit.en';

export const staffKitFrench: Record<keyof typeof staffKitEnglish, string> = {
  kitAll: 'Tous',
  kitYes: 'Oui',
  kitNo: 'Non',
  kitFilters: 'Filtres',
  kitSave: 'Enregistrer',
  kitSaved: 'Enregistré.',
  kitNothingChanged: 'Rien n’a changé.',
  kitDelete: 'Supprimer',
  kitDeleteTitle: 'Supprimer {{name}} ?',
  kitDeleteText: 'Cette action est définitive.',
  kitDeleted: '{{name}} supprimé.',
  kitRecordMissing: 'Cet enregistrement n’existe pas. Il a peut-être été supprimé.',
  kitBackToList: 'Retour à la liste',
  kitNone: 'Aucun',
  kitNever: 'Jamais',
};

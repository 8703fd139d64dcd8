import { registerMessages, useT, type Catalogue } from './i18n';

/** Every string the kit itself shows, in every language. */
const kitCatalogue = {
  en: {
    loading: 'Loading…',
    working: 'Working…',
    close: 'Close',
    cancel: 'Cancel',
    confirm: 'Confirm',
    retry: 'Retry',
    copy: 'Copy',
    copied: 'Copied',
    copyFailed: 'Could not copy',
    menu: 'Menu',
    breadcrumbs: 'Breadcrumbs',
    previousPage: 'Previous page',
    nextPage: 'Next page',
    pageOf: 'Page {{page}} of {{pages}}',
    rowsPerPage: 'Rows per page',
    search: 'Search',
    columns: 'Columns',
    exportCsv: 'Export CSV',
    noResults: 'Nothing to show.',
    loadFailed: 'This could not be loaded.',
    sortedAscending: 'sorted ascending',
    sortedDescending: 'sorted descending',
    typeToConfirm: 'Type {{name}} to confirm',
    chartData: 'Data of {{title}}',
    countdownDays_one: '{{count}} day',
    countdownDays_other: '{{count}} days',
    colorScheme: 'Colour scheme',
    schemeSystem: 'System',
    schemeLight: 'Light',
    schemeDark: 'Dark',
    language: 'Language',
    required: 'This field is required.',
    errorNetwork: 'The server could not be reached. Check your connection and try again.',
    errorTimeout: 'The server did not answer in time. Try again in a moment.',
    errorServer: 'The server could not complete this right now. Try again in a moment.',
    errorTooManyRequests: 'Too many attempts. Wait a moment and try again.',
    errorRefused: 'The server refused this request. Try again, or contact us if it keeps happening.',
    errorUnexpected: 'Something went wrong. Please try again.',
  },
  fr: {
    loading: 'Chargement…',
    working: 'En cours…',
    close: 'Fermer',
    cancel: 'Annuler',
    confirm: 'Confirmer',
    retry: 'Réessayer',
    copy: 'Copier',
    copied: 'Copié',
    copyFailed: 'Impossible de copier',
    menu: 'Menu',
    breadcrumbs: "Fil d'Ariane",
    previousPage: 'Page précédente',
    nextPage: 'Page suivante',
    pageOf: 'Page {{page}} sur {{pages}}',
    rowsPerPage: 'Lignes par page',
    search: 'Rechercher',
    columns: 'Colonnes',
    exportCsv: 'Exporter en CSV',
    noResults: 'Rien à afficher.',
    loadFailed: "Le chargement a échoué.",
    sortedAscending: 'tri croissant',
    sortedDescending: 'tri décroissant',
    typeToConfirm: 'Saisissez {{name}} pour confirmer',
    chartData: 'Données de {{title}}',
    countdownDays_one: '{{count}} jour',
    countdownDays_other: '{{count}} jours',
    colorScheme: 'Thème',
    schemeSystem: 'Système',
    schemeLight: 'Clair',
    schemeDark: 'Sombre',
    language: 'Langue',
    required: 'Ce champ est obligatoire.',
    errorNetwork: 'Le serveur est injoignable. Vérifiez votre connexion et réessayez.',
    errorTimeout: "Le serveur n'a pas répondu à temps. Réessayez dans un instant.",
    errorServer: "Le serveur ne peut pas traiter cette demande pour l'instant. Réessayez dans un instant.",
    errorTooManyRequests: 'Trop de tentatives. Patientez un moment puis réessayez.',
    errorRefused: "Le serveur a refusé cette demande. Réessayez, ou contactez-nous si cela persiste.",
    errorUnexpected: "Une erreur s'est produite. Veuillez réessayer.",
  },
} satisfies Catalogue;

type PluralCategory = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
/** A key as it is asked for: plural forms (`days_one`, `days_other`) by their base (`days`). */
type MessageKey<K> = K extends `${infer Base}_${PluralCategory}` ? Base : K;
export type KitMessage = MessageKey<keyof typeof kitCatalogue.en>;

registerMessages('kit', kitCatalogue);

/** The kit's own messages, typed by key. */
export function useKitT(): (key: KitMessage, values?: Record<string, unknown>) => string {
  return useT('kit');
}

export { kitCatalogue };

import { featureMessages } from '@panel/ui';

// The read-only view's words load with its banner, not with every page of the shell.
const english = {
  readOnlyViewLabel: 'Read-only view',
  readOnlyViewText: 'You are viewing the panel of {{name}} as they see it. Nothing can be changed from here.',
  readOnlyViewBack: 'Back to my account',
};

const french: Record<keyof typeof english, string> = {
  readOnlyViewLabel: 'Vue en lecture seule',
  readOnlyViewText: 'Vous voyez le panneau de {{name}} tel qu’il le voit. Rien ne peut y être modifié.',
  readOnlyViewBack: 'Revenir à mon compte',
};

export const readOnlyViewCatalogue = { english, french };
export const useReadOnlyViewT = featureMessages('shell-read-only-view', english, () => Promise.resolve(french)).useMessages;

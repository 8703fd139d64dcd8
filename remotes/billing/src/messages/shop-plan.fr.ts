import type { shopPlanEnglish } from './shop-plan.en';

export const shopPlanFrench: Record<keyof typeof shopPlanEnglish, string> = {
  shopPlanLoading: 'Chargement de l’offre…',
  shopPlanNotFound: 'Cette offre n’existe pas',
  shopPlanNotFoundText: 'Elle a peut-être été retirée de la boutique.',
  shopPlanBackToShop: 'Retour à la boutique',
  shopPlanLoadFailed: 'L’offre n’a pas pu être chargée.',
  shopPlanRetry: 'Réessayer',
  shopPlanAdds: 'Ce qu’elle ajoute à votre compte',
  shopPlanCpu: 'Processeur',
  shopPlanCpuValue: '{{value}} %',
  shopPlanMemory: 'Mémoire',
  shopPlanDisk: 'Disque',
  shopPlanMegabytes: '{{value}} Mo',
  shopPlanAllocations: 'Ports',
  shopPlanDatabases: 'Bases de données',
  shopPlanBackups: 'Sauvegardes',
  shopPlanServers: 'Emplacements de serveur',
  shopPlanHeld: 'Vous avez cette offre.',
  shopPlanCannotBuy: 'Vous ne pouvez pas acheter cette offre maintenant',
  shopPlanBuy: 'Acheter',
  shopPlanRefused: 'L’achat a été refusé',
};

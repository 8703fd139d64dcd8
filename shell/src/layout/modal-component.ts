export { Modal } from '@panel/ui';

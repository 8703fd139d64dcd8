export { Drawer } from '@panel/ui';

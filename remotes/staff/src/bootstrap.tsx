import '@panel/ui/tokens.css';
import '@panel/ui/styles.css';
import { mountStandalone } from '@panel/ui/standalone';
import App from './app';

mountStandalone(App);

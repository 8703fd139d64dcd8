// Standalone development entry; the shell loads ./app through Module Federation instead.
void import('./bootstrap');

// The async boundary lets the federation runtime negotiate shared singletons before any of them run.
void import('./bootstrap');

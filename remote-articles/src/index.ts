// An async boundary, so shared singletons are negotiated before anything imports them.
void import('./bootstrap');

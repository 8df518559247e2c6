/**
 * `shared-ui`: what the whole back office shares, the login page included, so it stays small: the contract, the API
 * client, the session context, notifications, the theme. Signed-in screens' parts live in `shared-ui/components`.
 */
// The parts of the contract every page needs, the login page included. The module contract (defineModule, field
// schemas: zod) is only in `shared-ui/contract`, so the login page does not download zod.
export * from './contract/envelope';
export * from './contract/errors';
export * from './contract/roles';
export * from './contract/permissionPaths';
export * from './contract/menu';
export { AUDIT_PATH } from './contract/auditPath';
// The home page's call: /home is the first screen, so its shapes come with the light root entry.
export * from './contract/homeOverview';
export * from './contract/releaseCalls';
// The calendar's first call, asked for as /schedule is entered (before the module contract has loaded).
export * from './contract/scheduleCalls';
export * from './contract/scheduleEntries';
export * from './contract/entryLocation';
export { AREA_BASE_PATHS, type AreaKey } from './contract/areas';
export { formatCmsTime, parseCmsTime } from './contract/time';
export { CONSOLE_API_PREFIX } from './contract/consoleService';
export { CONTRACT_CHECK_API, callPathPattern } from './contract/contractCheck';
export * from './contract/signinCipherConfig';
export { loadSigninCipher } from './contract/loadSigninCipher';
export * from './contract/session';
export * from './contract/areaModule';
export * from './contract/permissionAdmin';
export * from './contract/appLinks';
export * from './contract/imageThumbnails';
// The SMS sign-in page is a sign-in page like /login: its rules come with the light entry (no zod).
export * from './contract/smsCode';
export { createAppTheme } from './theme/createAppTheme';
export { AppProviders } from './core/AppProviders';
export { SessionContext, useSession, useSessionContext } from './session/SessionContext';
export type { SessionInfo, SessionContextValue } from './session/SessionContext';
// Opening a session after any sign-in (the password at /login, the SMS code at /sms/login), and what it stores.
export { abandonSignIn, answerMessage, finishSignIn, forgetSession, openSignedInSession } from './session/signedInSession';
export type { SessionOutcome, SignedInAccount } from './session/signedInSession';
export { clearSessionCookies, hasSessionCookies, readSessionCookies, setSessionCookies } from './session/sessionCookies';
export type { SessionCookieValues } from './session/sessionCookies';
export { STORAGE_KEYS, clearStoredLogin, readStoredLogin, saveStoredLogin } from './session/storedLogin';
export type { StoredLogin } from './session/storedLogin';
export { accessFromAdminCheck } from './contract/accessFromAdminCheck';
export { FRESH_SIGN_IN_MS, markFreshSignIn, takeFreshSignIn } from './session/freshSignIn';
export type { LoginAccess } from './contract/accessFromAdminCheck';
export type { RemoteAppModule, RemoteAppProps } from './remote/RemoteAppProps';
export { notify, notificationQueue } from './core/notify';
export { setProductTitle, useDocumentTitle } from './core/documentTitle';
export type { Notification, NotificationSeverity } from './core/notify';
export { NotificationHost } from './core/NotificationHost';
export { loadOnce } from './core/loadOnce';
export type { NotificationHostProps } from './core/NotificationHost';
export { api, apiUrl, consoleApi, consoleApiWrites, configureApi, downloadFile, getOnFirstScreen, isReportedByShell, onApiEvent, prepareSessionCalls, setSessionGoneCheck, unwrap, ApiError } from './api/apiClient';
export { appEnvironment, appLink, configureAppLinks } from './api/appLinks';
export { configureThumbnails, thumbnailOf } from './api/thumbnails';
export type { ApiEvent, ApiResponse, ApiConfig } from './api/apiClient';
export { loadAnswerDifferences, observeAnswers } from './api/answerObserver';
export type { ObservedAnswer } from './api/answerObserver';
export { validationErrorsOf } from './api/validationErrorsOf';
export { failureMessage, reportWorkflowError, shownFailureMessage } from './api/failureMessage';

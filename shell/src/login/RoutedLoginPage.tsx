import { useNavigate } from 'shared-ui/router';
import { LoginPage, type LoginPageProps } from './LoginPage';

/** The login page as a route of the console (after a logout or an ended session): sign-in navigates in place. */
export function RoutedLoginPage(props: Omit<LoginPageProps, 'onSignedIn'>) {
  const navigate = useNavigate();
  return <LoginPage {...props} onSignedIn={(path) => void navigate(path, { replace: true })} />;
}

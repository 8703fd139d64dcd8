import { useEffect, type CSSProperties, type ReactNode } from 'react';
import { useSession } from '@panel/session';
import { Card, ColorSchemePicker, InstanceLogo, LanguagePicker, PageHeader } from '@panel/ui';
import './auth-page.css';

interface AuthPageProps {
  /** The page's one h1, and the window title with the host's name. */
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Sign-in's `settings.login`: a card docked to the side of a background image, or floating over it. */
  layout?: 'docked' | 'floating';
  background?: string | null;
  className?: string;
}

/**
 * Every auth screen: a centred card that names the host (its logo and name), the page's
 * heading, and the language and colour scheme pickers, reachable before signing in.
 */
export function AuthPage({ title, description, children, layout = 'floating', background, className }: AuthPageProps) {
  // The setup wizard runs before the instance has a name: then there is no host to name.
  const info = useSession((s) => s.config?.info);
  useEffect(() => {
    document.title = info?.name ? `${title} · ${info.name}` : title;
  }, [title, info?.name]);

  const style: CSSProperties | undefined = background ? { backgroundImage: `url(${JSON.stringify(background)})` } : undefined;
  return (
    <main className={['auth-page', className].filter(Boolean).join(' ')} data-layout={layout} data-background={background ? '' : undefined} style={style}>
      <Card className="auth-card" data-auth-card>
        {info?.name && (
          <p className="auth-brand">
            <InstanceLogo className="auth-brand-logo" src={info.logo} size={32} />
            <span>{info.name}</span>
          </p>
        )}
        <PageHeader title={title} description={description} />
        <div className="auth-card-body">{children}</div>
        <footer className="auth-preferences">
          <LanguagePicker />
          <ColorSchemePicker />
        </footer>
      </Card>
    </main>
  );
}

import { createContext, forwardRef, useContext, type AnchorHTMLAttributes, type ComponentType, type Ref } from 'react';

export type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string; replace?: boolean };

/** A plain link: on a page rendered with islands every link is a page load (lib/nav.ts). */
const PlainLink = forwardRef(function PlainLink({ to, replace: _replace, ...props }: AppLinkProps, ref: Ref<HTMLAnchorElement>) {
  // eslint-disable-next-line jsx-a11y-x/anchor-has-content -- its text comes in props.children
  return <a ref={ref} href={to} {...props} />;
});

/**
 * The link component of what renders around: React Router's Link in the signed-in app
 * (app/providers.tsx provides it), a plain <a> in an island, which has no router. Components that
 * both use (a form's privacy notice, the login dialog) link with AppLink, so that an island does not
 * carry React Router.
 */
export const LinkComponent = createContext<ComponentType<AppLinkProps & { ref?: Ref<HTMLAnchorElement> }>>(PlainLink);

export const AppLink = forwardRef(function AppLink(props: AppLinkProps, ref: Ref<HTMLAnchorElement>) {
  const Link = useContext(LinkComponent);
  return <Link ref={ref} {...props} />;
});

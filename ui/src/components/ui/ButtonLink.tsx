import { Link, type LinkProps } from 'react-router';
import { buttonClasses, type Size, type Variant } from './Button';

export interface ButtonLinkProps extends LinkProps {
  variant?: Variant;
  size?: Size;
}

/** Navigation that looks like a button: a real link, so it can be opened in a new tab. */
export function ButtonLink({ variant = 'primary', size = 'md', className, ...rest }: ButtonLinkProps) {
  return <Link className={buttonClasses(variant, size, className)} {...rest} />;
}

import { forwardRef, useState, type InputHTMLAttributes } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { cn } from '@web/lib/cn';
import { inputClasses } from './input';
import { useT } from '@web/lib/i18n/use-t';
import { componentsMessages } from '../messages';

/** A password field with a show/hide toggle (operations spec §8). */
export const PasswordInput = forwardRef<
  HTMLInputElement,
  Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>
>(function PasswordInput({ className, ...props }, ref) {
  const t = useT(componentsMessages);
  const [isVisible, setIsVisible] = useState(false);
  return (
    <div className="relative">
      <input
        ref={ref}
        type={isVisible ? 'text' : 'password'}
        className={cn(inputClasses, 'pr-12', className)}
        {...props}
      />
      <button
        type="button"
        onClick={() => setIsVisible((visible) => !visible)}
        aria-label={isVisible ? t('password.hide') : t('password.show')}
        aria-pressed={isVisible}
        className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-md text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
      >
        {isVisible ? <EyeOff className="size-4" aria-hidden /> : <Eye className="size-4" aria-hidden />}
      </button>
    </div>
  );
});

import { sanitizeHref, withDefaultProtocol } from '@fokus/core';
import type { Editor } from '@tiptap/react';
import { Link2 } from 'lucide-react';
import { Toolbar as ToolbarPrimitive } from 'radix-ui';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';

interface LinkPopoverProps {
  editor: Editor;
  isActive: boolean;
  buttonClassName: string;
}

/** The toolbar's link button (a Radix toolbar item, so it takes part in the arrow-key focus): asks for an address, refuses what core's link allowlist refuses. */
export function LinkPopover({ editor, isActive, buttonClassName }: LinkPopoverProps) {
  const { t } = useTranslation('taskDetail');
  const [open, setOpen] = useState(false);
  const [address, setAddress] = useState('');
  const [isInvalid, setIsInvalid] = useState(false);
  const inputId = useId();
  const errorId = useId();

  const onOpenChange = (next: boolean) => {
    if (next) {
      const current: unknown = editor.getAttributes('link').href;
      setAddress(typeof current === 'string' ? current : '');
      setIsInvalid(false);
    }
    setOpen(next);
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    const href = sanitizeHref(withDefaultProtocol(address));
    if (href === null) {
      setIsInvalid(true);
      return;
    }
    editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
    setOpen(false);
  };

  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    setOpen(false);
  };

  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverTrigger asChild>
        <ToolbarPrimitive.Button
          type="button"
          aria-label={t('description.link')}
          title={t('description.link')}
          aria-pressed={isActive}
          className={buttonClassName}
        >
          <Link2 aria-hidden="true" />
        </ToolbarPrimitive.Button>
      </PopoverTrigger>
      <PopoverContent className="w-80" aria-label={t('description.linkDialog.title')}>
        <form className="grid gap-2" onSubmit={save} noValidate>
          <Label htmlFor={inputId}>{t('description.linkDialog.address')}</Label>
          <Input
            id={inputId}
            value={address}
            inputMode="url"
            placeholder="https://"
            aria-invalid={isInvalid || undefined}
            aria-describedby={isInvalid ? errorId : undefined}
            onChange={(event) => {
              setAddress(event.target.value);
              setIsInvalid(false);
            }}
          />
          {isInvalid && (
            <p id={errorId} role="alert" className="text-sm text-destructive">
              {t('description.linkDialog.invalid')}
            </p>
          )}
          <div className="flex justify-end gap-2">
            {isActive && (
              <Button variant="ghost" size="sm" onClick={remove}>
                {t('description.linkDialog.remove')}
              </Button>
            )}
            <Button type="submit" size="sm">
              {t('description.linkDialog.save')}
            </Button>
          </div>
        </form>
      </PopoverContent>
    </Popover>
  );
}

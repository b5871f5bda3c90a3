import { listCoachPersonas, type CoachPersona, type CoachPersonaId, type Language } from '@fokus/core';
import { ChevronDown, Heart, Sparkles, Target } from 'lucide-react';
import { useId, useState, type ComponentType, type SVGProps } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';

/** The persona icons core names (lucide), each imported on its own so the rest stay out of the bundle. */
const ICONS: Record<string, ComponentType<SVGProps<SVGSVGElement>>> = { Target, Heart, Sparkles };

/** A persona's icon. */
export function PersonaIcon({ persona, className }: { persona: CoachPersona; className?: string }) {
  const Icon = ICONS[persona.icon] ?? Target;
  return <Icon aria-hidden="true" className={className} />;
}

interface PersonaPickerProps {
  language: Language;
  value: CoachPersonaId;
  onChange: (id: CoachPersonaId) => void;
}

/**
 * The three coaches (spec §3): the chosen one in short, and on request each with its description,
 * traits and who it suits, as a radio group (arrow keys move, Space picks).
 */
export function PersonaPicker({ language, value, onChange }: PersonaPickerProps) {
  const { t } = useTranslation('coach');
  const [open, setOpen] = useState(false);
  const listId = useId();
  const personas = listCoachPersonas(language);
  const current = personas.find((persona) => persona.id === value) ?? personas[0]!;
  return (
    <div className="grid gap-2">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
        className="flex min-h-11 items-center gap-2 rounded-lg border px-3 py-2 text-left hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
      >
        <PersonaIcon persona={current} className="size-5 shrink-0 text-primary" />
        <span className="min-w-0 flex-1">
          <span className="block text-sm font-semibold">{current.name}</span>
          <span className="block truncate text-xs text-muted-foreground">{current.title}</span>
        </span>
        <span className="text-xs text-muted-foreground">{t('persona.change')}</span>
        <ChevronDown aria-hidden="true" className={cn('size-4 transition-transform', open && 'rotate-180')} />
      </button>
      {open && (
        <fieldset id={listId} className="grid gap-2">
          <legend className="sr-only">{t('persona.pickerLabel')}</legend>
          {personas.map((persona) => (
            <label
              key={persona.id}
              className={cn(
                'grid cursor-pointer gap-1 rounded-lg border p-3 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
                persona.id === value && 'border-primary bg-primary/5',
              )}
            >
              <span className="flex items-center gap-2">
                <input
                  type="radio"
                  name={`${listId}-persona`}
                  value={persona.id}
                  checked={persona.id === value}
                  onChange={() => {
                    onChange(persona.id);
                    setOpen(false);
                  }}
                  className="size-4"
                />
                <PersonaIcon persona={persona} className="size-4 text-primary" />
                <span className="font-semibold">{persona.name}</span>
                <span className="text-muted-foreground">· {persona.title}</span>
              </span>
              <span>{persona.description}</span>
              <span className="text-xs text-muted-foreground">
                {t('persona.traits')}: {persona.traits.join(', ')}
              </span>
              <span className="text-xs text-muted-foreground">
                {t('persona.bestFor')}: {persona.bestFor.join(', ')}
              </span>
            </label>
          ))}
        </fieldset>
      )}
    </div>
  );
}

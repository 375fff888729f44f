import './plain-controls.css';
import {
  useId,
  type ButtonHTMLAttributes,
  type CSSProperties,
  type HTMLAttributes,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
} from 'react';

/*
 * Mantine's Button, TextInput, NativeSelect, Alert, Loader, Burger, UnstyledButton, Title, Paper
 * and Container as plain elements, for the pages every first visit loads (the sign-in page, the
 * shell and the dashboard). They look and read the same (plain-controls.css copies Mantine's
 * rules, on Mantine's CSS variables), without the JavaScript that the first visit does not use:
 * Button's Transition and button groups, Input's clear button and sections, the Combobox chevron,
 * Alert's close button, the loaders other than the oval, the style props of each: 7.4 KB gzip
 * (docs/decisions/0004). Other pages keep Mantine's components.
 */

/** Mantine's Title: `order` is the heading level, `size` its look (h4 for a section's title). */
export function PlainTitle({
  order,
  size = order === 1 ? 'h1' : 'h2',
  ...props
}: { order: 1 | 2; size?: 'h1' | 'h2' | 'h4' } & HTMLAttributes<HTMLHeadingElement>) {
  const Heading = order === 1 ? 'h1' : 'h2';
  return <Heading {...props} className="plain-title" data-size={size} />;
}

/** Mantine's Paper with a border, as a box or a list item. */
export function PlainPaper({
  component: Root = 'div',
  ...props
}: { component?: 'div' | 'li' } & HTMLAttributes<HTMLElement>) {
  return <Root {...props} className="plain-paper" />;
}

/** Mantine's Container as the page's main region, `md` (960 px) or `xs` (540 px) wide. */
export function PlainMain({ size, ...props }: { size: 'md' | 'xs' } & HTMLAttributes<HTMLElement>) {
  return <main {...props} className="plain-container" data-size={size} />;
}

/** Mantine's UnstyledButton look (no box, no border, inherited colour), for a button or link. */
export const PLAIN_UNSTYLED = 'plain-unstyled mantine-focus-auto';

/** Mantine's Burger at size sm: the menu button of narrow screens, a cross when `opened`. */
export function PlainBurger({
  opened,
  className,
  ...props
}: { opened: boolean } & ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button
      type="button"
      aria-expanded={opened}
      {...props}
      className={`${PLAIN_UNSTYLED} plain-burger${className ? ` ${className}` : ''}`}
    >
      <span className="plain-burger-lines" data-opened={opened || undefined} />
    </button>
  );
}

/**
 * Mantine's default (oval) Loader; `xs` or Mantine's default size, `md`. A named loader is a
 * status (ARIA allows no name on a plain span: axe's aria-prohibited-attr).
 */
export function PlainLoader({
  size = 'md',
  ...props
}: { size?: 'xs' | 'md' } & HTMLAttributes<HTMLSpanElement>) {
  return (
    <span
      role={props['aria-label'] ? 'status' : undefined}
      {...props}
      className="plain-loader"
      data-size={size}
    />
  );
}

export interface PlainButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Mantine's variants, in the primary colour; `filled` is Mantine's default. */
  variant?: 'filled' | 'default' | 'light' | 'subtle';
  size?: 'sm' | 'xs';
  /** A spinner over the label, and the button disabled, as Mantine's `loading`. */
  loading?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** The classes and attributes of a plain button, for a link that looks like one. */
export function plainButtonProps(variant: PlainButtonProps['variant'], size: 'sm' | 'xs' = 'sm') {
  // mantine-focus-auto and mantine-active are Mantine's global classes: its focus ring, and the
  // press its buttons give.
  return {
    className: 'plain-button mantine-focus-auto mantine-active',
    'data-variant': variant,
    'data-size': size,
  };
}

export function PlainButton({
  variant = 'filled',
  size = 'sm',
  loading = false,
  disabled,
  type = 'button',
  className,
  children,
  ...props
}: PlainButtonProps) {
  const plain = plainButtonProps(variant, size);
  return (
    <button
      {...props}
      {...plain}
      className={className ? `${plain.className} ${className}` : plain.className}
      type={type}
      disabled={disabled || loading}
      data-loading={loading || undefined}
    >
      {loading && (
        <span className="plain-button-loader" aria-hidden="true">
          <PlainLoader />
        </span>
      )}
      <span className="plain-button-label">{children}</span>
    </button>
  );
}

interface FieldProps {
  label?: string;
  description?: ReactNode;
  error?: ReactNode;
  /** On the wrapper, as Mantine puts `className` on the input's root. */
  className?: string | undefined;
}

/** Label, description, input and error, tied together as Mantine's InputWrapper ties them. */
function useField({ description, error }: FieldProps, id: string | undefined) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const describedBy = [error && `${inputId}-error`, description && `${inputId}-description`]
    .filter(Boolean)
    .join(' ');
  return {
    inputId,
    inputProps: {
      id: inputId,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy || undefined,
    },
  };
}

function Field({
  inputId,
  label,
  description,
  error,
  className,
  rightSection,
  children,
}: FieldProps & { inputId: string; rightSection: ReactNode; children: ReactNode }) {
  return (
    <div className={className ? `plain-field ${className}` : 'plain-field'}>
      {label && (
        <label className="plain-field-label" htmlFor={inputId}>
          {label}
        </label>
      )}
      {description && (
        <p className="plain-field-description" id={`${inputId}-description`}>
          {description}
        </p>
      )}
      <div
        className="plain-input-wrapper"
        data-error={error ? true : undefined}
        data-offset-top={description ? true : undefined}
        data-offset-bottom={error ? true : undefined}
        data-with-right-section={rightSection ? true : undefined}
      >
        {children}
        {rightSection && <div className="plain-input-section">{rightSection}</div>}
      </div>
      {error && (
        <p className="plain-field-error" id={`${inputId}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

export interface PlainTextInputProps
  extends FieldProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> {
  /** What sits inside the field's right end, e.g. a show/hide button. */
  rightSection?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

export function PlainTextInput({
  label,
  description,
  error,
  className,
  rightSection,
  id,
  ...input
}: PlainTextInputProps) {
  const field = { label, description, error, className };
  const { inputId, inputProps } = useField(field, id);
  return (
    <Field {...field} inputId={inputId} rightSection={rightSection}>
      <input {...input} {...inputProps} className="plain-input" />
    </Field>
  );
}

export interface PlainSelectProps
  extends FieldProps, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className'> {
  data: { value: string; label: string }[];
}

/** Mantine's up-and-down chevron, drawn where NativeSelect draws it. */
function Chevron() {
  return (
    <svg className="plain-select-chevron" viewBox="0 0 15 15" fill="none" aria-hidden="true">
      <path
        d="M4.93179 5.43179C4.75605 5.60753 4.75605 5.89245 4.93179 6.06819C5.10753 6.24392 5.39245 6.24392 5.56819 6.06819L7.49999 4.13638L9.43179 6.06819C9.60753 6.24392 9.89245 6.24392 10.0682 6.06819C10.2439 5.89245 10.2439 5.60753 10.0682 5.43179L7.81819 3.18179C7.73379 3.0974 7.61933 3.04999 7.49999 3.04999C7.38064 3.04999 7.26618 3.0974 7.18179 3.18179L4.93179 5.43179ZM10.0682 9.56819C10.2439 9.39245 10.2439 9.10753 10.0682 8.93179C9.89245 8.75606 9.60753 8.75606 9.43179 8.93179L7.49999 10.8636L5.56819 8.93179C5.39245 8.75606 5.10753 8.75606 4.93179 8.93179C4.75605 9.10753 4.75605 9.39245 4.93179 9.56819L7.18179 11.8182C7.35753 11.9939 7.64245 11.9939 7.81819 11.8182L10.0682 9.56819Z"
        fill="currentColor"
        fillRule="evenodd"
        clipRule="evenodd"
      />
    </svg>
  );
}

/** A native select (the platform's picker suits tablets) that looks like Mantine's NativeSelect. */
export function PlainSelect({
  label,
  description,
  error,
  className,
  data,
  id,
  ...select
}: PlainSelectProps) {
  const field = { label, description, error, className };
  const { inputId, inputProps } = useField(field, id);
  return (
    <Field {...field} inputId={inputId} rightSection={<Chevron />}>
      <select {...select} {...inputProps} className="plain-input">
        {data.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

/**
 * Mantine's Alert in its light variant: a region announced as an alert, named by its title and
 * described by its message, as Mantine's is.
 */
export function PlainAlert({
  title,
  color = 'blue',
  role = 'alert',
  children,
}: {
  title?: ReactNode;
  /** A Mantine theme colour. */
  color?: 'blue' | 'red' | 'yellow' | 'gray';
  role?: string;
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <div
      className="plain-alert"
      role={role}
      aria-labelledby={title ? `${id}-title` : undefined}
      aria-describedby={children ? `${id}-body` : undefined}
      style={
        {
          '--plain-alert-bg': `var(--mantine-color-${color}-light)`,
          '--plain-alert-color': `var(--mantine-color-${color}-light-color)`,
        } as CSSProperties
      }
    >
      {title && (
        <div className="plain-alert-title" id={`${id}-title`}>
          {title}
        </div>
      )}
      {children && (
        <div className="plain-alert-message" id={`${id}-body`}>
          {children}
        </div>
      )}
    </div>
  );
}

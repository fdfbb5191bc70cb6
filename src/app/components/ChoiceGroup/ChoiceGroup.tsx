import './ChoiceGroup.css';

/** One option of a choice group. */
export interface ChoiceOption<T extends string> {
  value: T;
  label: string;
  hint?: string;
}

/** Props of a choice group. */
export interface ChoiceGroupProps<T extends string> {
  legend: string;
  name: string;
  value: T;
  options: readonly ChoiceOption<T>[];
  onChange: (value: T) => void;
}

/**
 * A set of radio buttons drawn as big tappable segments (a native radio group underneath). The
 * fieldset sits in a plain box (.fieldset-box, see global.css) so that it is never a flex item.
 */
export function ChoiceGroup<T extends string>({
  legend,
  name,
  value,
  options,
  onChange,
}: ChoiceGroupProps<T>) {
  return (
    <div class="fieldset-box">
      <fieldset class="choice-group">
        <legend class="choice-group__legend">{legend}</legend>
        <div class="choice-group__options">
          {options.map((option) => (
            <label class="choice-group__option" key={option.value}>
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={option.value === value}
                onChange={() => onChange(option.value)}
              />
              <span class="choice-group__label">
                {option.label}
                {option.hint && <small class="choice-group__hint">{option.hint}</small>}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}

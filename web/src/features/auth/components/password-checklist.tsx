import { PASSWORD_RULES } from '@hearth/contracts/password';
import { css } from 'styled-system/css';

/** The live checklist of password rules, read from the same list the server enforces. */
export function PasswordChecklist({ password }: { password: string }) {
  return (
    <ul
      aria-label="Password requirements"
      className={css({ display: 'grid', gap: '1', fontSize: 'sm', listStyle: 'none', p: '0' })}
    >
      {PASSWORD_RULES.map((rule) => {
        const met = rule.test(password);
        return (
          <li
            key={rule.label}
            className={css({ display: 'flex', gap: '2', color: met ? 'success.default' : 'fg.muted' })}
          >
            <span aria-hidden="true">{met ? '✓' : '○'}</span>
            <span>
              {rule.label}
              <span className={css({ srOnly: true })}>{met ? ' (met)' : ' (not met yet)'}</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}

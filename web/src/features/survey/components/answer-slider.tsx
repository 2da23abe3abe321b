import { Slider } from '@ark-ui/react/slider';
import { SCORE } from '@hearth/contracts/constants';
import { forwardRef } from 'react';
import { css } from 'styled-system/css';
import { slider } from 'styled-system/recipes';
import { useStaffTexts } from '../../../lib/i18n/i18n';

const TICKS = Array.from({ length: SCORE.max - SCORE.min + 1 }, (_, index) => SCORE.min + index);

/**
 * One scaled answer (Ark Slider): a large thumb, a tick and number for each value 1–10, the end
 * labels, and an 'N/10' readout. The thumb is named by the question and described by the step and
 * the end labels, so a screen reader announces all of it and the arrow keys answer at once.
 */
export const AnswerSlider = forwardRef<
  HTMLDivElement,
  { question: string; value: number; describedBy: string; onChange(value: number): void }
>(function AnswerSlider({ question, value, describedBy, onChange }, thumb) {
  const { t } = useStaffTexts();
  const styles = slider();
  const endsId = `${describedBy}-ends`;
  return (
    <Slider.Root
      className={styles.root}
      min={SCORE.min}
      max={SCORE.max}
      step={1}
      value={[value]}
      thumbAlignment="center"
      onValueChange={(details) => onChange(details.value[0] ?? value)}
      getAriaValueText={(details) => t('survey.outOf', { value: details.value })}
    >
      <Slider.Label
        className={css({
          display: 'block',
          fontSize: { base: 'lg', md: 'xl' },
          fontWeight: 'semibold',
          lineHeight: '1.4',
          mb: '4',
        })}
      >
        {question}
      </Slider.Label>
      <div
        aria-hidden="true"
        className={css({ textAlign: 'center', fontSize: '3xl', fontWeight: 'bold', color: 'accent.default' })}
      >
        {value}/{SCORE.max}
      </div>
      <Slider.Control className={styles.control}>
        <Slider.Track className={styles.track}>
          <Slider.Range className={styles.range} />
        </Slider.Track>
        <Slider.Thumb index={0} ref={thumb} className={styles.thumb} aria-describedby={`${describedBy} ${endsId}`}>
          <Slider.HiddenInput />
        </Slider.Thumb>
      </Slider.Control>
      <Slider.MarkerGroup className={styles.markerGroup} aria-hidden="true">
        {TICKS.map((tick) => (
          <Slider.Marker key={tick} value={tick} className={styles.marker}>
            {tick}
          </Slider.Marker>
        ))}
      </Slider.MarkerGroup>
      <div
        id={endsId}
        className={css({ display: 'flex', justifyContent: 'space-between', fontSize: 'sm', color: 'fg.muted' })}
      >
        <span>{t('survey.notAtAll')}</span> <span className={css({ srOnly: true })}>{t('survey.to')}</span>
        <span>{t('survey.extremely')}</span>
      </div>
    </Slider.Root>
  );
});

import {
  ACCIDENT,
  AT_WORK,
  any,
  both,
  CONTEMPLATING,
  EXIT,
  EXITING,
  GOING_ON,
  HELP,
  HOPELESS,
  I,
  LIVING,
  MEANS,
  NO_WISH,
  NOT_OK,
  NOT_OK_OBJECT,
  ON_ONESELF,
  OTHER_PEOPLE_ASKING,
  re,
  SELF,
  SELF_HARM,
  THINK,
  WANT,
} from './grammar';

/** What reads as distress in English, said by the speaker of themselves (docs/duty-of-care.md). */
export const englishConcepts: RegExp[] = [
  // Suicide and self-harm, named.
  re(
    String.raw`\b(?:kill|killing|killed|off|offing|hang|hanging|shoot|shooting|drown|drowning|poison|poisoning` +
      String.raw`|overdose|od) (?:on )?myself\b`,
  ),
  /\b(?:end|ending|take|taking) my (?:own )?life\b/,
  /\bend (?:it all|everything|my suffering|things for good|it for good|it forever|my pain for good)\b/,
  /\bsuicid(?:e|al) (?:thoughts|thinking|feelings|ideas|urges|ideation|plan|note)\b/,
  // Said without a subject, as texts often are: "been having thoughts of suicide since the last death".
  re(
    String.raw`\b(?:thoughts|thinking|ideas|urges|fantasies) (?:of|about) (?:suicide|killing myself|ending my life` +
      String.raw`|taking my (?:own )?life|self harm|hurting myself|not being alive)\b`,
  ),
  // Guilt one cannot live with; one more death "and then mine"; thinking of joining the dead; a way to do it;
  // an absence with no end: "the patient died alone. i cant live with it", "just one more death and then mine",
  // "thinking about joining them", "I won't be at the team meeting thursday or any meeting after that".
  re(
    String.raw`\bi (?:cant|can not|cannot) live with (?:it|this|myself|that|what i did|the guilt)\b` +
      String.raw`|\b(?:death|deaths|funeral|funerals)\b.{0,20}\band then (?:mine|me)\b` +
      String.raw`|\b(?:thinking|think|thought|dream|dreaming) (?:about|of) joining (?:them|her|him|my \w+)\b` +
      String.raw`|\b(?:thought|thinking|think) (?:about|of) (?:driving|crashing|swerving|steering) (?:my car ` +
      String.raw`|the car )?` +
      String.raw`(?:into|off)\b` +
      String.raw`|\b(?:wont|will not) be at (?:the |any |our )?(?:\w+ ){0,2}(?:meeting|huddle|idt|shift` +
      String.raw`|visit)s?\b.{0,30}` +
      String.raw`\bor any (?:\w+ )?(?:after that|ever again|again|after)\b` +
      // A plan for a day when no one is home; one's body donated "soon".
      String.raw`|\bmy plan is (?:for )?(?:on )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tonight` +
      String.raw`|tomorrow|this weekend|the \d+\w*)\b.{0,40}\b(?:out of town|away|gone|asleep|at work|not home` +
      String.raw`|alone|on a trip|traveling)\b|\bdonate my body\b.{0,30}\b(?:quickly|soon|asap|now|this week)\b`,
  ),
  // One's own mind saying it: "my brain keeps saying 'just end it' on repeat".
  re(
    String.raw`\bmy (?:brain|head|mind) (?:keeps|keep|is|just keeps) (?:saying|telling me|whispering` +
      String.raw`|repeating)\b.{0,12}` +
      String.raw`\b(?:just )?(?:end it|die|kill yourself|do it|jump|you should die|nobody would miss you)\b`,
  ),
  // Living as an offence, oneself a killer after a death: "every day I keep living is an insult to him", "I'm a
  // killer with a nursing license".
  re(
    String.raw`\bi (?:keep|am still|m still) (?:living|alive|breathing) (?:is|feels like) (?:an insult|a crime|wrong` +
      String.raw`|unfair|a mistake)\b|\b(?:im|i am) a (?:killer|murderer)\b(?! (?:at|in|on) )`,
  ),
  // Found when one stops answering: "notify my supervisor if I don't log in … so someone finds me quickly"; one's
  // account going to one's wife "after".
  re(
    String.raw`\bso (?:someone|somebody|they|people|my \w+) (?:can )?finds? me\b|\bto my (?:wife|husband|partner|kids` +
      String.raw`|children|daughter|son|mom|mother|sister|brother|family) after(?:wards)?\s*(?:[.!]|$)`,
  ),
  // Suicide on one's mind: "suicide keeps crossing my mind lately", "killing myself keeps popping into my head".
  re(
    String.raw`\b(?:suicide|killing myself|ending it|ending my life|not waking up)\b(?: \w+){0,3} (?:crossing|crosses` +
      String.raw`|crossed|on|in|entering|popping into|creeping into|pops into|creeps into) my (?:mind|head|thoughts)\b`,
  ),
  // An exit planned, the means at hand, one's own funeral: "planning my exit at night", "sitting in my car
  // with all my pills", "planned my own service ... figure i'll need it soon".
  /\bplanning my (?:exit|way out)\b(?! (?:from|interview|strategy|plan) )/,
  /\b(?:sitting|here|alone|parked)\b(?: \w+){0,4} with (?:all )?my (?:pills|meds|gun|rope)\b/,
  // Parked or standing at a height, alone at night: "parked on the overpass. i dont know".
  /\b(?:parked|sitting|standing|stopped) (?:on|at|on top of) the (?:overpass|bridge|edge|roof|top of the garage)\b/,
  /\b(?:planned|planning|picked out) my own (?:service|funeral|memorial)\b/,
  // Quitting life, not the job: "not talking about quitting my job. talking about quitting life".
  /\b(?:quit|quitting) (?:on )?life\b(?! (?:support|sustaining|prolonging|insurance|coach))/,
  /\bself (?:harm|harming|injury|injuring)\b/,
  re(
    String.raw`\b(?:stockpiling|saving up|hoarding|collecting|have been saving) (?:my |the |all my )?(?:pills` +
      String.raw`|meds|morphine|medication)\b`,
  ),
  /\b(?:goodbye|suicide|final) (?:letter|letters|note|notes)\b(?! to (?:the|our|all|a|each|every)\b)/,
  /\bletters? to (?:my )?(?:kids|family|children|husband|wife|mom|parents) (?:just )?in case\b/,
  /\bgiv(?:e|ing|en) (?:away )?(?:my|all my) (?:things|stuff|belongings)(?: away)?\b/,
  /\b(?:have|made|making) a plan to (?:die|end|kill|do it)\b/,
  /\b(?:not|never) (?:feel )?safe with myself\b/,
  /\b(?:scared|afraid|frightened|terrified) (?:of )?what i (?:might|could|will|would) do(?: to myself)?\b/,
  /\b(?:can not|could not) keep myself safe\b/,
  // The speaker wanting, thinking about, or wishing for an exit.
  re(`${I} ${WANT} (?:to |for )?(?:just )?${EXIT}\\b`),
  re(
    `^(?:just |really |honestly |lowkey |kind of |sometimes |some days |most days )?${WANT} (?:to ` +
      `|for )?(?:just )?${EXIT}\\b`,
  ),
  re(`${I} ${THINK} (?:about |of |on )?(?:just )?(?:${EXITING}|${EXIT})\\b`),
  re(
    `^(?:just |really |honestly |sometimes |some days |most days |always |constantly |keep )?${THINK} (?:about ` +
      `|of |on )?(?:just )?${EXITING}\\b`,
  ),
  re(
    `${I} (?:have been|been|keep|started|start|am|was` +
      `|caught myself) ${any('cutting', 'hurting', 'harming', 'burning', 'punishing', 'starving', 'scratching')} my` +
      `self\\b`,
  ),
  re(
    `${I} (?:wish|wished|hope|pray|am hoping|am praying) (?:that )?(?:i|it|this|everything) (?:just ` +
      `)?(?:was|were|would be` +
      `|could be|had been|would|could|will|did|did not|do not|will not|would not|never) (?:just ` +
      `)?(?:${EXIT}|dead|over|gone` +
      `|never born|not here|not alive|wake up|die|disappear|end|stop|be over|not exist|a way out)\\b`,
  ),
  re(
    String.raw`\b(?:taking|take|swallow|swallowing) all (?:of )?(?:my |the )?(?:pills|meds|medication|medicine` +
      String.raw`|morphine|sleeping pills)\b`,
  ),
  re(`\\b(?:wish|wished) i (?:had never been|was never|were never|never was) born\\b`),
  re(
    `${I} (?:do not|did not|dont` +
      `|no longer) ${NO_WISH}` +
      ` (?:to )?` +
      `${LIVING}` +
      `\\b(?! (?:so far|far|near|close|closer|farther|in|at|with|there|downtown|out|on call|on|this far))`,
  ),
  re(
    `\\b(?:want|wish|need|would like) (?:it|everything|the pain|my life|this|it all|all of it` +
      `|the world) (?:all )?to (?:end|stop|be over|go away)(?: for good| forever| permanently| now)?\\b`,
  ),
  re(
    String.raw`\b(?:better off dead|rather be dead|would be better dead|better if i (?:was|were) dead` +
      String.raw`|easier if i (?:was|were|was not|were not|wasnt|werent) (?:gone|dead|here|around|alive))\b`,
  ),
  /\b(?:life|living|my life) (?:is|feels) (?:not|no longer) worth\b/,
  /\bnot worth living\b/,
  /\b(?:life|living|everything) (?:is|feels) (?:pointless|meaningless)\b/,
  re(
    String.raw`\b(?:no|any|the) (?:reason|point|purpose|use) (?:to|in|of|for) (?:me )?(?:to )?(?:live|living` +
      String.raw`|life|go on|going on|keep going|keeping going|be here|being here|being alive|wake up|waking up` +
      String.raw`|exist|existing|anything|trying|carry on|carrying on|continuing|getting up)\b`,
  ),
  re(
    String.raw`\b(?:what|whats) is (?:even )?the (?:point|use)(?: of| in)?(?: (?:living|life|going on|anything` +
      String.raw`|being here|being alive|waking up|me|it all|trying|any of it|anymore|it))*$`,
  ),
  /\b(?:no|not any) future for me\b/,
  /\bnothing (?:left )?to look forward to\b/,
  /\b(?:never|not) (?:going to|gonna) get (?:any )?better\b|\bwill never get (?:any )?better\b/,
  /\bnothing (?:will|is going to) ever (?:get|be) better\b/,
  /\b(?:do not|can not|could not) see (?:a|any) way (?:out|forward|through)\b/,
  re(
    String.raw`\b(?:better|easier|happier) (?:for (?:everyone|everybody|them|my family|my kids` +
      String.raw`|all) )?if i (?:was|were|was not|were not|did not exist|was gone|were gone|died|disappeared` +
      String.raw`|was not around|was not here|just disappeared)\b`,
  ),
  re(
    String.raw`\b(?:do not|dont|no longer|can not) see (?:the|any) point(?: in| of)? (?:anything|anymore|living` +
      String.raw`|life|going on|it all|any of it|trying|$)`,
  ),
  /\bnothing (?:to live for|left to live for|left for me|matters anymore|is worth it anymore|will ever get better)\b/,
  /\b(?:tired|sick|weary) of (?:living|being alive|life|existing|being here|waking up|everything|it all|trying)\b/,
  // Being a burden; others better off without one.
  re(
    String.raw`\b(?:better off|happier|be fine|be better|be easier|be relieved|better|easier|fine` +
      String.raw`|happier)\b(?: \w+){0,2} without me\b`,
  ),
  /\bburden (?:to|on|for) (?:everyone|everybody|my family|my kids|my husband|my wife|them|others|people|my team|all)\b/,
  re(
    String.raw`\b(?:no one|nobody|noone|no body) (?:would|will|is going to) (?:even )?(?:miss me|notice` +
      String.raw`|care)(?! (?:at|in|on|if i (?:skipped|missed|left early|was late|took))\b)(?: (?:if` +
      String.raw`|when) i (?:was gone|were gone|died|disappeared|was not here|wasnt here|were not here` +
      String.raw`|did not wake|didnt wake|killed myself|was dead|left for good)|$| for (?:days|weeks|a week))`,
  ),
  // The speaker at the end of their rope.
  re(
    `${I} (?:am|feel|felt|feeling|have been|been|am so|am just|feel so|feel completely|am completely` +
      `|feel totally|am totally|get|keep feeling|have become) (?:so |really |just |completely |totally ` +
      `|utterly )?${HOPELESS}${NOT_OK_OBJECT}\\b`,
  ),
  re(
    `\\b(?:can not|could not|dont think i can|do not think i can|do not know if i can|dont know if i can` +
      `|do not know how much longer i can|dont know how much longer i can|am not able to|no longer can` +
      `|not sure i can) ` +
      `${GOING_ON}` +
      `(?: anymore| any longer| much longer| like this| this way)?(?: \\w+)?$`,
  ),
  re(
    String.raw`\b(?:can not|could not) (?:take|do|handle|stand) (?:it|this|any of it|anything|life) (?:anymore` +
      String.raw`|any longer|much longer)\b(?! (?:with|at|on|about) (?:this|the|these|our|my)\b)`,
  ),
  /\b(?:can not|could not) stop (?:crying|shaking|thinking about dying|thinking about death)\b/,
  re(
    String.raw`\b(?:no way out|no escape|no exit|no light at the end)\b(?! of (?:the|this|that) (?:parking|lot` +
      String.raw`|building|garage|office|traffic|driveway|road|neighborhood|meeting|contract|settings|screen|page` +
      String.raw`|app|menu|form|survey|loop|dialog|popup|window|tab|login|sign in))`,
  ),
  /\b(?:give|giving|given|gave) up on (?:life|everything|myself|living|me)\b/,
  re(
    String.raw`\b(?:at|reached|hit|past) (?:my|the) (?:breaking point|limit|end of my rope)\b(?! (?:with|on|for` +
      String.raw`|of) (?:the|this|these|our|my|staffing|admissions))`,
  ),
  /\bend of my (?:rope|tether)\b(?! (?:with|on|about) )/,
  re(
    String.raw`\b(?:failing|failed|let down|letting down) (?:everyone|everybody|at everything|all of them` +
      String.raw`|my whole family|everyone i love|the people i love|my kids and my patients` +
      String.raw`|my family and my patients|my patients and my family)\b`,
  ),
  /\bhate (?:myself|my life|being alive|living)\b/,
  /\bcry(?:ing)? (?:myself to sleep|every (?:night|day|single day)|all the time|constantly|nonstop|in my car every)\b/,
  /\b(?:nervous|mental|emotional) breakdown\b/,
  /\bhopelessness\b/,
  re(
    String.raw`\b(?:feel|feeling|felt|so|completely|totally|utterly) (?:hopeless|worthless)\b(?! (?:about|with` +
      String.raw`|at|on) (?:our|the|this|these|that|my|getting|response))`,
  ),
  /^(?:hopeless|worthless|so hopeless|so worthless|everything is hopeless)$/,
];
/**
 * Parts that say distress only together, in one clause and in any order: a means and its contemplation, harm
 * and oneself.
 */
export const englishTogether: RegExp[] = [
  re(`^(?!.*${AT_WORK})(?=.*${MEANS})(?=.*${CONTEMPLATING})(?=.*${SELF})`),
  re(`^(?!.*${ACCIDENT})(?=.*${SELF_HARM})(?=.*${ON_ONESELF})`),
  re(`\\bon purpose\\b.*${SELF_HARM}|${SELF_HARM}.*\\bon purpose\\b`),
  /\b(?:urge|urges) to (?:hurt|harm|cut|burn|punish)\b/,
  re(
    String.raw`\blong sleeves\b.*\b(?:so (?:no one|nobody|they|people) (?:can )?(?:see|sees|notice|notices)|hide` +
      String.raw`|cuts|marks|scars)\b`,
  ),
  /\bhide the (?:cuts|marks|scars)\b/,
  re(`^(?!.*${OTHER_PEOPLE_ASKING})(?=.*${HELP})(?=.*${NOT_OK})`),
  /^(?:i am )?(?:not ok|not okay)(?: at all)?$/,
  /^(?:please )?(?:help me|i need help)(?: please)?$/,
  both(
    '\\b(?:envy|jealous of|wish it were me|wishing it were me|wish it was me|wishing it was me)\\b',
    '\\b(?:patients|patient|dying|the bed|rest|dead)\\b',
  ),
  re(
    String.raw`\b(?:would not|wouldnt|would not really|honestly would not) mind (?:if i|dying|not waking` +
      String.raw`|crashing|getting hit|a crash|an accident)\b`,
  ),
  /\bif i (?:got|get) (?:in|into) (?:a|an) (?:crash|accident|wreck)\b.*\b(?:mind|care|relief|better)\b/,
  /\b(?:be|would be|d be) (?:fine|ok|okay|happy|relieved) if i (?:just )?(?:did not|didnt|never) (?:wake|woke)\b/,
  re(
    String.raw`\b(?:easier|better|simpler) (?:to|if i) (?:just )?(?:not exist|did not exist|didnt exist` +
      String.raw`|wasnt here|was not here|disappeared|was gone|were gone|died)\b`,
  ),
  re(
    String.raw`\b(?:a plan and (?:a date|i know when|i know how|the means)|i know (?:when|how) i (?:will|would` +
      String.raw`|am going to) do it)\b`,
  ),
  re(
    String.raw`\b(?:i )?need to (?:talk|speak) (?:to|with) (?:someone|somebody|anyone) (?:today|tonight` +
      String.raw`|right now|now|please|asap)\b`,
  ),
  /\b(?:go|going|went) to (?:sleep|bed) hoping (?:i|to) (?:will not|wont|do not|dont|never|not) wake\b/,
  /\bhoping (?:i|to) (?:will not|wont|do not|dont|never|not) wake\b/,
  /\bfall asleep and (?:never|not) wake\b/,
  re(
    String.raw`\bbetter off if i (?:was not|wasnt|were not|werent|was gone|were gone|was not around|wasnt around` +
      String.raw`|died|disappeared)\b`,
  ),
  re(
    String.raw`\b(?:happier|better off|relieved|fine|better)\b.*\bif i (?:just )?(?:was not|wasnt|were not` +
      String.raw`|werent) (?:here|around|alive)\b`,
  ),
  /\b(?:relieved|happier|better off) if i (?:was|were) gone\b/,
  re(
    String.raw`\b(?:dragging (?:them|everyone|everybody|the team) down|life insurance)\b.*\b(?:better off` +
      String.raw`|without me|if i (?:was not|wasnt|were not|werent)|gone)\b`,
  ),
  re(
    String.raw`\b(?:world|everyone|anyone|nobody) (?:does not|doesnt|do not|dont) (?:really )?need me(?: in it` +
      String.raw`| here| around| anymore)?\b`,
  ),
  /\bno (?:point|reason|future|hope)\b(?: \w+){0,2} (?:anymore|any more|for me|for myself|left)\b/,
  /^(?:there is )?no (?:point|hope)(?: anymore| any more| left)?$/,
  /\b(?:see|have) no future (?:for myself|for me|ahead)\b/,
  re(
    String.raw`\bnothing (?:will|is going to|is ever going to|will ever) (?:ever )?(?:change|get better` +
      String.raw`|be different|improve)(?: for me| anyway| ever)?(?=$| and\b)`,
  ),
  /\b(?:stopped|stop|given up|gave up) hoping\b/,
  /\b(?:can not|cant|could not) see (?:anything|any future|a future|anything good) (?:ahead|in front|for me)\b/,
  re(
    String.raw`\b(?:do not|dont) see how (?:my life|life|things|it) (?:gets|will get|could get|can get` +
      String.raw`|is going to get) (?:any )?better\b`,
  ),
  /^(?:i )?(?:just )?(?:can not|cant)(?: do (?:this|it))?(?: anymore| any more)?(?: i (?:can not|cant))?$/,
  /\b(?:already )?dead inside\b/,
  /\bnothing reaches me\b/,
  /\bwrote (?:a|my) (?:goodbye|suicide|last|final) (?:note|letter)\b/,
  re(
    String.raw`\bwrote (?:a|my) note\b(?! (?:to|for) (?:the|my|our|a) (?:manager|supervisor|boss|team|office` +
      String.raw`|doctor|nurse|director|hr|scheduler|chart|patient))`,
  ),
  /\b(?:i have|i got|ive got|have) a plan and\b/,
  /\bi have a plan$/,
  /\bjumped? (?:off|from) (?:the|a) (?:parking garage|bridge|roof|building|overpass)\b/,
  /\b(?:i|me|my)\b(?: \w+){0,4} suicidal\b(?! (?:patient|patients|client|family|member|ideation screening|risk))/,
  /^(?:so |really |feeling |been |very )?suicidal(?: again| today| lately| tonight)?$/,
  // Preparing to go: goodbyes, letters, affairs put in order, "in case I'm not here".
  /\bthis is (?:my )?goodbye\b|\b(?:hugged|kissed|told) (?:my )?\w+ goodbye\b.{0,40}\blast time\b/,
  /\bwrote (?:letters?|notes?) (?:to|for) (?:my )?(?:kids|children|family|husband|wife|parents|mom|dad|son|daughter)\b/,
  /\b(?:in case|if) i am (?:not|no longer) (?:here|around|alive)\b/,
  re(
    String.raw`\bg(?:ave|ive|iving|iven) (?:away )?my (?:dog|cat|pets?|things|stuff|belongings|possessions)\b` +
      String.raw`.{0,60}\b(?:letters?|goodbye|will not need|do not need|last time|not be here)\b`,
  ),
  both(String.raw`\b(?:made|have|got|making) a plan\b`, String.raw`\b(?:before i (?:do it|go)|tell someone|goodbye)\b`),
  // Means at hand, turned on oneself.
  /\b(?:all|every last one) of (?:it|them) on myself\b/,
  /\btake all (?:of )?(?:the|my) \w+(?: \w+){0,4} (?:myself|at once)\b/,
  re(
    String.raw`\b(?:took|take|taking|swallowed) (?:\w+ ){0,6}(?:pills|meds|tablets|medication|insulin|lorazepam` +
      String.raw`|ativan|morphine|oxy\w*)\b.{0,40}\bon purpose\b`,
  ),
  re(
    String.raw`\b(?:scratched|cut|burned|burnt|hit|punched) my (?:arms?|legs?|wrists?|skin|thighs?|self)\b.{0,30}` +
      String.raw`\b(?:bled|bleed|bleeding|blood)\b`,
  ),
  /\b(?:standing|am|sitting) (?:at|on) the edge\b|\babout to let go\b/,
  /\bi (?:am|do not feel) (?:not )?safe (?:tonight|right now|anymore|any more|by myself|alone|with myself|today)\b/,
  /\b(?:brain|head|voices?|thoughts?) (?:keeps? |keep on )?(?:telling|tells|told) me to\b/,
  // Life itself not wanted, said without "I" or inside a longer thought.
  re(
    String.raw`\b(?:do not|dont|no longer) (?:think i )?(?:want|wish) to (?:live|be alive|exist|be here|go on)` +
      String.raw`(?: anymore| any more| like this| in (?:a|this) world)\b|\bdo not think i want to be alive\b`,
  ),
  /\b(?:do not|can not|cannot) see (?:a|any) future\b|\bno future for myself\b/,
  /\b(?:lost|losing|have no|no)\b.{0,20}\b(?:will|desire|reason) to (?:live|go on|keep going)\b/,
  /\bwhat is (?:even )?the point\b.{0,40}\bi am done\b|\bi am done with (?:everything|it all|life|living|all of it)\b/,
  /\b(?:no way|never) (?:this|it|things) (?:will )?(?:ever )?(?:gets?|getting) better\b|\beverything is (?:so )?dark\b/,
  /\bbetter off\b.{0,40}\b(?:than with me|life insurance)\b/,
  /\bso (?:it|this|everything) would (?:all )?(?:stop|end|be over)\b/,
  /\bif i (?:got sick and )?died\b.{0,30}\brelieved\b|\bwould be relieved if i (?:died|did not wake up)\b/,
  /\btrade places with (?:my |a |the )?(?:patients?|the dying)\b/,
  both(String.raw`\bdeath ?beds?\b|\bdying\b`, String.raw`\bwant my own$`),
  /\b(?:to|about|of) (?:not|never) (?:wake|waking) up\b|\b(?:would|could) (?:just )?(?:not|never) wake up\b/,
  // Not caring whether one lives; doubting one wants to be here; tired of fighting.
  re(
    String.raw`\b(?:do not|dont) (?:really )?care (?:what happens to me|if i live|whether i live|if i die|if i wake` +
      String.raw` up)\b|\bcar(?:e|ing) (?:if|whether) i (?:live|die|wake up)\b`,
  ),
  /\bthe point of (?:it all|all this|all of this|any of this)(?: is)?$/,
  /\bwhat if i (?:just )?(?:stopped (?:trying|fighting|living)|gave up|disappeared|did not wake up|was gone)\b/,
  /\b(?:not sure|do not know if|unsure if|do not think) i (?:want|wanna) to (?:be here|be alive|live|go on|exist)\b/,
  /\btired of fighting\b|\bcan not fight (?:it|this) any ?more\b/,
  /\b(?:and|to) (?:not|never) come back\b/,
  /\bdeserve (?:a )?better (?:mom|mother|dad|father|wife|husband|parent|partner|friend|nurse) than me\b/,
  // Escaping into drink or drugs, past stopping.
  re(
    String.raw`\b(?:taking|using|stealing|drinking|popping)\b.{0,80}\b(?:can not|cannot) stop\b|\buntil i pass out\b` +
      String.raw`|\bdrinking (?:in the morning|before (?:my )?shifts?|every (?:night|morning|day)|to (?:cope|forget` +
      String.raw`|numb|get through))\b|\bwant to numb (?:out|it|myself|the pain)\b`,
  ),
];

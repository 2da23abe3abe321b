/*
 * The parts the distress grammar is built from (docs/duty-of-care.md): who speaks, wanting, thinking,
 * ways of dying or leaving, and feelings that read as distress. Each new synonym multiplies the
 * phrasings the concepts in english.ts and spanish.ts cover rather than adding one.
 */
// Concepts are built from slots — the speaker, a verb of wanting or thinking, what is wanted — so that
// each new synonym multiplies the phrasings covered rather than adding one.

export const any = (...words: string[]) => `(?:${words.join('|')})`;
/** Up to `n` words that are not another person, between two parts of what the speaker says. */
const gap = (n = 3) =>
  `(?: (?!(?:he|she|they|we|you|patient|patients|family|families|mom|dad|mother|father|husband|wife|son|` +
  `daughter|pt|client|someone|somebody|people|her|his|him|them)\\b)\\w+){0,${n}}`;
export const I = `\\b(?:i|me|my)${gap()}`;
export const re = (source: string) => new RegExp(source);

/** Wanting, in every everyday form. */
export const WANT = any(
  'want',
  'wanted',
  'wanting',
  'wish',
  'wished',
  'wishing',
  'would like',
  'rather',
  'hope',
  'hoping',
  'pray',
  'praying',
  'need',
  'long',
  'am ready',
  'am tempted',
  'feel like',
  'felt like',
  'just want',
  'am going',
  'am gonna',
  'plan',
  'planning',
  'could just',
  'would just',
  'might just',
);
/** Thinking about, in every everyday form. */
export const THINK = any(
  'think',
  'thought',
  'thinking',
  'thoughts',
  'wonder',
  'wondering',
  'consider',
  'considered',
  'considering',
  'imagine',
  'imagining',
  'fantasize',
  'fantasizing',
  'dream',
  'dreaming',
  'plan',
  'planned',
  'planning',
  'have a plan',
  'keep picturing',
  'picture',
  'picturing',
);
/** Ways of dying, disappearing or harming oneself, as an infinitive ("to die") and as an -ing. */
export const EXIT = any(
  'die',
  'be dead',
  'just die',
  'be gone',
  'disappear',
  'vanish',
  'not exist',
  'stop existing',
  'cease to exist',
  'not be here',
  'not be around',
  'not be alive',
  'not live',
  'just not wake up',
  'just never wake up',
  'stop living',
  'not wake up',
  'never wake up',
  'not to wake up',
  'sleep forever',
  'go to sleep forever',
  'fall asleep and not wake',
  'fall asleep and never wake',
  'go to sleep and not wake',
  'go to sleep and never wake',
  'end it',
  'end it all',
  'end things',
  'end everything',
  'end my life',
  'take my life',
  'take my own life',
  'kill myself',
  'hurt myself',
  'harm myself',
  'cut myself',
  'cut again',
  'punish myself',
  'overdose',
  'take all my pills',
  'take all my meds',
  'take all the pills',
  'swallow all',
  'crash my car',
  'let go of the wheel',
  'swerve into',
  'crash the car',
  'drive off',
  'drive into',
  'jump off',
  'jump in front',
  'give up',
  'give up on life',
  'give up on everything',
  'escape for good',
  'go away forever',
  'leave this world',
  'not be in this world',
  'be with',
  'join',
);
export const EXITING = any(
  'dying',
  'being dead',
  'suicide',
  'disappearing',
  'vanishing',
  'not existing',
  'not being here',
  'not being around',
  'not being alive',
  'not waking up',
  'never waking up',
  'sleeping forever',
  'ending it',
  'ending it all',
  'ending things',
  'ending everything',
  'ending my life',
  'taking my life',
  'taking my own life',
  'killing myself',
  'hurting myself',
  'harming myself',
  'cutting myself',
  'cutting again',
  'overdosing',
  'taking all my pills',
  'crashing my car',
  'letting go of the wheel',
  'swerving into',
  'crashing the car',
  'driving off',
  'driving into',
  'jumping',
  'giving up on life',
  'giving up',
  'leaving this world',
  'how to end',
  'how i would do it',
  'how to do it',
);
/** What the speaker may say they are or feel that reads as distress on its own. */
const HOPELESS_CORE = any(
  'hopeless',
  'worthless',
  'suicidal',
  'suicide',
  'burden',
  'waste of space',
  'failure',
  'dead inside',
  'empty inside',
  'broken inside',
  'numb inside',
  'dying inside',
  'dying',
  'giving up',
  'ending it',
  'disappearing',
  'drowning',
  'trapped',
  'desperate',
  'beyond help',
  'a lost cause',
  'at my breaking point',
  'at the end of my rope',
  'at the end of my tether',
  'at my limit',
  'falling apart',
  'breaking down',
  'barely holding on',
  'barely hanging on',
  'hanging by a thread',
  'done with everything',
  'done with life',
  'done with it all',
  'done with living',
  'so done',
  'i can not go on',
  'i can not breathe',
  'i am failing everyone',
  'i am drowning',
  'i am dying',
  'a nobody',
);
/** Words that count only when nothing narrows them ("so empty", not "empty supply closet"). */
const HOPELESS_ALONE = any(
  'useless',
  'empty',
  'numb',
  'broken',
  'lost',
  'alone',
  'nothing',
  'not ok',
  'not okay',
  'not alright',
  'not fine',
);
export const HOPELESS =
  `(?:(?:like )?(?:i am )?(?:a |such a |just a |nothing but a |a total |a complete ` +
  `|an absolute )?${HOPELESS_CORE}|${HOPELESS_ALONE}(?= (?:inside|all the time|anymore|every day|and|at all)\\b` +
  `|$))`;
/** "Not ok" and the like count when nothing follows but more of the same ("not ok at all", "not ok and …"). */
export const NOT_OK_OBJECT = '(?! (?:with|about|to|for|that|if|when|in|on|at)\\b)';

/** Not wanting, not seeing a reason. */
export const NO_WISH = any(
  'want',
  'wish',
  'care',
  'feel like',
  'see a reason',
  'see any reason',
  'see the point',
  'see any point',
);

/** Living, being here, going on. */
export const LIVING = any(
  'live',
  'be alive',
  'exist',
  'be here',
  'be around',
  'wake up',
  'go on',
  'keep going',
  'keep living',
  'continue',
  'carry on',
  'get up',
  'be anymore',
  'be in this world',
);

/** Going on, coping, facing the next day. */
export const GOING_ON = any(
  'go on',
  'take it',
  'take this',
  'take any more',
  'take much more',
  'keep going',
  'keep doing this',
  'do this',
  'do it',
  'cope',
  'handle it',
  'handle this',
  'handle anything',
  'carry on',
  'live like this',
  'live with this',
  'live this way',
  'breathe',
  'continue',
  'hold on',
  'keep it together',
  'face another day',
  'face tomorrow',
  'get out of bed',
  'get up',
);

// --- Concepts that read as distress together -----------------------------------------------------
// Many ways of saying it share no phrase but the same parts: a means (pills, a gun, the car) with the
// speaker thinking or planning; harming oneself in any verb; asking for help while not being ok.

/** Both parts somewhere in the clause, in any order. */
export const both = (a: string, b: string) => new RegExp(`^(?=.*(?:${a}))(?=.*(?:${b}))`);

export const SELF = '\\b(?:i|me|my|myself|mine)\\b';
export const MEANS =
  '\\b(?:pills|meds|medication|medications|morphine|oxy|oxycodone|opioids|fentanyl|sleeping pills|gun|guns|revolver|' +
  'pistol|rifle|firearm|rope|noose|bridge|overpass|parking garage|roof|razor|blade|blades|lighter|comfort kit|' +
  'comfort kits|train tracks|tracks|into a tree|into a pole|into a wall|into traffic|off the road|the wheel|' +
  'steering|steer)\\b';
export const CONTEMPLATING =
  '\\b(?:think|thinking|thought|thoughts|keep thinking|sat with it|looked up|look up|how much|how many|enough|' +
  'counted|counting|saving|saved|keeping one|keep one|for myself|plan|planned|planning|a date|picked a|' +
  'wonder|wondering|tempted|urge|imagine|imagining|picture|picturing|would not mind|wouldnt mind|do it|' +
  'to do it|end it|staring at|stare at|holding it|held it|looking at|look at|keep looking)\\b';
export const SELF_HARM =
  // Burning out is strain, not a burn: "burnt out myself" is no self-harm.
  '\\b(?:cut|cutting|(?:burn|burning|burned|burnt)(?! out\\b)|scratch|scratching|hit|hitting|punch|punching|' +
  'bang|banging|hurt|hurting|harm|harming|starve|starving|bite|biting)\\b';
export const ON_ONESELF =
  '\\b(?:myself|my arms|my arm|my legs|my wrists|my wrist|my thighs|my head|my skin|the wall until|' +
  'until (?:i|they|it) (?:bleed|bled)|until it bleeds|until they bleed|bleed|bled|on purpose|to feel something|' +
  'feel something|again after|clean for|been clean|relapsed)\\b';
/** Means handled as part of the job: the patient's medication, a count, a protocol. */
export const AT_WORK =
  '\\b(?:patient|patients|pt|policy|protocol|disposal|count policy|the home|per protocol|pharmacy|delivery|order|' +
  'refill|refills|sheriff|destroy|destroyed|waste|wasted|witness|the count)\\b';
/** How people describe hurting themselves by accident at work. */
export const ACCIDENT =
  '\\b(?:on the edge|on a|by accident|accidentally|almost|nearly|lifting|lifted|slipped|tripped|fell|needle|' +
  'needlestick|sharps|papercut|paper cut|kitchen|chopping|cooking|injury report|incident report|workers comp|' +
  'back injury|my back|transfer|transferring|repositioning|with the|on my|on the|door|it is fine|its fine|fine now|' +
  'all good|ok now|okay now)\\b';
export const HELP =
  '\\b(?:need help|need some help|need to talk to someone|need someone to talk to|talk to someone|someone to talk|' +
  'please help|help me|reach out to me|someone please|can someone|please reach out|i need someone)\\b';
export const NOT_OK =
  '\\b(?:not ok|not okay|not alright|not doing well|not doing ok|not doing okay|not good at all|struggling|' +
  'not coping|falling apart|scared|afraid|in a bad place|in a dark place|dark place|really bad|so bad|' +
  'do not know what to do|dont know what to do|idk what to do|losing it|losing my mind)\\b';
/** Help asked for a task ("help me reset my password"), not for oneself. */
export const OTHER_PEOPLE_ASKING =
  '\\b(?:help (?:me )?(?:with|to|on|find|finding|set|setting|use|using|understand|reset|change|export|fix|get|' +
  'log|sign|invite|add|remove|delete|read|make|create|send|see|choose|pick|figure)|what to do (?:about|with|if|when)' +
  '(?! myself))\\b';

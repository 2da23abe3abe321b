import { I, re } from './grammar';

/*
 * English euphemisms: leaving, resting, being taken, putting things in order (docs/duty-of-care.md). Said of
 * oneself, these are how people hint at dying without the word; said of a patient (the grammar's third-party
 * rules, contracts/src/distress.ts) they are hospice work.
 */

/** The day's work one may be away for: "I won't be here for the meeting", "won't need it for the visit". */
const WORK_EVENT =
  String.raw`(?:the |a |an |our |my |this |that |tomorrows |todays )?(?:meeting|visit|visits|training|call|huddle` +
  String.raw`|shift|rounds?|idt|appointment|conference|lunch|party|check in|survey|digest|handoff|report|admission` +
  String.raw`|drive|trip|presentation|audit|webinar|class|session|interview|orientation|in ?service)\b`;
/**
 * Not being there, said ahead: "I won't be around much longer", "I won't need either for long", "you won't
 * have to deal with me much longer", "ya no me van a tener que aguantar mucho". An administrator's absence with
 * its reason or a handover ("I won't be here next week, can Linda get the digest?") is no farewell:
 * `distressMatches` lets a reason excuse it as it does a goodbye (`FAREWELL_REASON`).
 */
export const ABSENCE = new RegExp(
  String.raw`\b(?:will not|wont) (?:be around|be here|need (?:it|them|either(?: of them)?|any of (?:it|this|them)` +
    String.raw`|this|that|these|those)) (?:for (?!${WORK_EVENT})|where i am going|much longer|next)` +
    String.raw`|\b(?:you|they|nobody|no one|everyone|you all|yall) (?:will not|wont) (?:have to|need to) (?:deal with` +
    String.raw`|put up with|worry about|cover for|babysit|carry) me (?:much longer|for (?:much )?longer|for long` +
    String.raw`|anymore|any longer|soon)\b` +
    String.raw`|\bno me (?:van|vas|va) a tener que (?:aguantar|soportar|cubrir|cuidar|cargar|ver) (?:por )?mucho` +
    String.raw`(?: tiempo| mas)?\b`,
);
export const euphemisms: RegExp[] = [
  // Asking God to be taken; joining the dead; going home.
  re(
    String.raw`\b(?:asked|ask|asking|beg|begging|pray|praying|prayed) (?:god|the lord|jesus) (?:to` +
      String.raw`|that he) (?:take|takes|took|would take|let) me\b`,
  ),
  re(
    // Not the end of a shift: "I'm ready to go home, where do I sign off my last note?"; "ready to go now" and
    // "ready to meet my maker" mean one thing only.
    String.raw`\b(?:i am|im) ready to (?:go home to the lord|meet my maker` +
      String.raw`|go home(?! (?:now|for the day|for today|tonight|early|where|how|after|so|when|lol|haha|once` +
      String.raw`|as soon)\b)|go(?! home\b)(?! (?:for the day|for today|where|how|after|so|when|lol|haha|once` +
      String.raw`|as soon)\b)|be with (?:the lord|god|jesus|her|him|them))\b`,
  ),
  re(
    String.raw`\b(?:i will|ill|i am going to|want to|wanna) join (?:her|him|them|my (?:wife|husband|mom|mother` +
      String.raw`|dad|father|son|daughter|baby))\b(?: soon| on my own terms| now)?`,
  ),
  /\b(?:lord|god|jesus),? take me\b/,
  // Envying the dying, wishing to have gone instead.
  /\b(?:envy|envied|jealous of|jealousy of) (?:my |the )?(?:patients|patient|dying|dead)\b/,
  /\b(?:wish|wished) (?:it|that) (?:had been|were|was|could have been) me\b/,
  re(
    String.raw`\b(?:wish|wished) i (?:had gone|could have gone|went) (?:instead|in (?:his|her|their) place` +
      String.raw`|with (?:him|her|them))\b`,
  ),
  /\bi wish i could go (?:that|so|as) (?:gently|peacefully|easily|quietly)\b/,
  /\b(?:when is it|when will it be|when do i get) my turn\b/,
  /\b(?:someone|somebody) will (?:do|pronounce) mine\b.*\b(?:hope|soon)\b/,
  // Putting things in order, goodbyes, not being there next time.
  re(
    String.raw`\b(?:my affairs|my things|everything) in order\b(?! for (?:the|a|my|our) (?:patient|family|move` +
      String.raw`|audit|survey|state))`,
  ),
  // "This is my last check-in" — not "the last survey's results", which administrators ask about daily.
  re(
    String.raw`\b(?:this|it|that) (?:is|s|will|may|might|could)(?: probably| likely)?(?: be)? my (?:very )?last ` +
      String.raw`(?:check in|checkin|survey|comment)\b|\bmy (?:very )?last (?:check in|checkin|survey|comment) ever\b`,
  ),
  /\b(?:do not|dont) (?:plan on|expect to be|think i will be) (?:being )?(?:around|here|alive)\b/,
  ABSENCE,
  /\bwhere i am going\b/,
  /\b(?:no|not) (?:going to|gonna) be (?:a|your) (?:problem|burden) (?:much longer|for long|soon|anymore)\b/,
  /\bsoon (?:none of this|it|nothing) will (?:matter|matter to me)\b/,
  // The last thing one will ever do: "it's the last thing I'll ever do for them"; barely alive.
  /\b(?:can |could )?barely (?:keep|keeping) myself alive\b|\bapenas (?:me mantengo|puedo mantenerme|sigo) viv[oa]\b/,
  re(
    String.raw`\b(?:the )?last thing i (?:will|am going to|am gonna) ever do\b` +
      String.raw`|\blo ultimo que (?:hare|voy a hacer) en (?:mi|esta) vida\b`,
  ),
  /\bi have made sure of (?:that|it)\b/,
  // Sleeping and never waking, wished for oneself ("wish i could go to sleep and never wake up").
  /\b(?:go to sleep|fall asleep|sleep) and (?:not|never) wake(?: up)?\b/,
  // Affairs settled for afterwards, a goodbye with comfort for those left, an emergency contact soon needed.
  /\bfor when i(?: am|m)? (?:gone|not here|not around|no longer here)\b/,
  re(
    String.raw`\btell (?:them|the team|everyone|everybody|my (?:kids|family|team|coworkers|colleagues|mom|husband` +
      String.raw`|wife)) not to (?:be sad|cry|blame (?:themselves|yourselves)|feel bad|feel guilty)\b`,
  ),
  /\bmy emergency contact\b.{0,80}\b(?:need to know things|(?:will|ll) need (?:it|to know))\b/,
  // A tall building asked about "for no reason"; gratitude, then not coming back.
  re(
    String.raw`\b(?:tallest|highest) (?:building|bridge|parking garage|overpass)\b.{0,60}` +
      String.raw`\b(?:no reason|just wondering|just curious)\b`,
  ),
  /\b(?:grateful|thank|thanks|love)\b.{0,80}\bi (?:wont|will not) be coming back\W*$/,
  // Death as a relief, said of no one else ("death seems like a relief at this point"): a patient's is charted.
  re(
    String.raw`(?<!\bfor (?:him|her|them|the family|the patient|his family|her family|their family),? )` +
      String.raw`\b(?:death|dying|being dead|not waking up) (?:seems|sounds|feels|would be|looks|is starting to` +
      String.raw` (?:seem|sound|feel)) (?:like )?(?:a |such a |the )?(?:relief|mercy|rest|escape|release|blessing)\b` +
      String.raw`(?! (?:for|to) (?:him|her|them|the family|the patient|mom|dad|his|her)\b)`,
  ),
  // Knowing the dose, as a nurse would: "I know exactly how much morphine it would take".
  re(
    String.raw`\bi know (?:exactly |just |precisely )?(?:what|which|how much|how many) (?:dose|dosage|pills|meds` +
      String.raw`|morphine|insulin|fentanyl)(?: \w+)? (?:to take|it would take|would do it|would kill)\b`,
  ),
  /\b(?:do not|dont) bother (?:asking|checking on) me\b/,
  /\b(?:picked|chose|chosen|choosing|picking) (?:the )?(?:music|songs|hymns|readings) for my funeral\b/,
  /\bmy (?:own )?funeral\b/,
  /\b(?:giving|gave|give) away (?:my|all my) (?:things|stuff|belongings|cat|dog|pets)\b/,
  re(
    String.raw`\b(?:who (?:gets|will take|takes)|what happens to) my (?:kids|children|cat|dog` +
      String.raw`|pets) if (?:something happens to me|i am gone|i die)\b`,
  ),
  /\b(?:if|when) i am gone (?:suddenly|soon)\b/,
  /\bthings tidy before i go\b/,
  // Stopping treatment, not caring what happens, deciding how.
  re(
    String.raw`\b(?:stopped|quit|stop) taking my (?:meds|medication|medications|pills` +
      String.raw`|insulin)\b.*\b(?:do not care|dont care|whatever happens|what happens)\b`,
  ),
  /\b(?:do not|dont) care (?:what happens to me|if i (?:die|live|wake|make it))\b/,
  /\b(?:deciding|decided|choosing|chose|picked) (?:which|the) (?:overpass|bridge|building|day|date|way|method)\b/,
  /\b(?:researching|looked up|looking up|googling|googled) (?:doses|lethal|how much|how many|the dose)\b/,
  re(
    String.raw`\b(?:how much|how many) (?:of )?(?:my )?(?:morphine|pills|insulin|meds|oxy|tylenol` +
      String.raw`|sleeping pills) (?:would be|is|are) (?:too many|too much|enough|lethal)\b`,
  ),
  /\bhow (?:high|tall|deep) (?:the )?(?:bridge|overpass|building|river|water) (?:is|was)\b/,
  /\b(?:look|looks|make it look|seem) like an accident\b/,
  /\b(?:hoping|hope|praying) for a (?:bad|terminal|fatal) (?:diagnosis|accident|crash)\b/,
  /\bend this without (?:me )?having to do it\b/,
  /\b(?:switch|switching|turn|turning|shut|shutting) (?:myself )?off for good\b/,
  /\b(?:rather|prefer to|would rather) skip (?:it|the rest|life)\b/,
  /\b(?:only|last) thing (?:keeping|that keeps|holding) me (?:here|alive|going)\b/,
  /\b(?:out of the picture|off the planet)\b/,
  /\b(?:want|wanting|normal to want|wish) (?:to )?(?:not exist|not to exist|stop existing|stop being)\b/,
  /\b(?:running out of|out of) reasons\b/,
  /\b(?:stopped|stop|quit|done) (?:fighting|trying to stay|trying to live|kicking)\b/,
  /\b(?:how do you|how to) stop wanting to die\b/,
  /\b(?:already )?chose (?:the|a) date\b/,
  /\b(?:what|how) (?:would|will) my team be told if\b.*\b(?:me|i)\b/,
  /\bhollow (?:shell|inside)\b/,
  /\bcounting down\b.*\b(?:not|do not mean|dont mean) (?:to )?(?:a )?(?:vacation|retirement|holiday)\b/,
  re(
    String.raw`\b(?:felt|feel|feeling) (?:so )?(?:jealous|envious)\b(?! of (?:my|her|his|their|the) (?:vacation` +
      String.raw`|coworker|friend|new|sister|brother|car|house|schedule))`,
  ),
  /\bwant (?:the|that) (?:quiet|peace|rest|calm|stillness) (?:my|that my|the) (?:patients|dying)\b/,
  re(
    String.raw`\b(?:easier|better|simpler) if i (?:just |simply )?(?:was not|wasnt|were not|werent)\b(?! (?:so` +
      String.raw`|as|on|at|in|late|busy|tired|there|the|a|working|scheduled))`,
  ),
  re(
    String.raw`\btold my (?:husband|wife|partner|sister|brother|mom|mother|daughter|son)\b.*\b(?:passwords` +
      String.raw`|the will|my will|life insurance|where everything is)\b`,
  ),
  /\b(?:do not|dont) bother (?:asking|checking on|following up with|looking for|calling) me\b/,
  /\bwalk(?:ing)? into the (?:lake|river|ocean|sea|water|traffic|woods)\b/,
  re(
    String.raw`\b(?:pray|hope|wish)(?: every night| each night| at night| all the time)? (?:that )?i (?:will not` +
      String.raw`|wont|do not|dont|never) wake\b`,
  ),
  /\bcall me home\b/,
  /\b(?:do not|dont|can not|cant) see myself (?:here|around|alive|living) (?:by|for|at|next|in|past)\b/,
  /\bmy turn\b.*\b(?:hope|soon)\b/,
  /\b(?:never|not) come back from\b/,
  /\balready (?:in the ground|buried|gone)\b/,
  /\bletting (?:someone|you|somebody|people) know (?:i am|im) done\b/,
  // Not minding whether one lives: "I don't care anymore if I live or die", "if I died tomorrow it'd be a relief".
  /\b(?:if|whether) i (?:live|lived) or (?:die|died)\b|\bi do not care (?:anymore )?(?:if|whether) i (?:die|wake up)\b/,
  re(
    String.raw`\bif i (?:died|was gone|were gone|did not wake up|never woke up)\b(?: \w+){0,6} (?:relief|better off` +
      String.raw`|would not matter|nobody would|no one would|fine with me|ok with me|okay with me)\b`,
  ),
  // Wishing for an accident: "sometimes I hope I crash the car on the way to a visit".
  re(
    String.raw`\bi (?:hope|wish|pray|half hope)(?: that)? (?:i|the car|a truck|something) (?:crash|crashes|get hit` +
      String.raw`|gets hit|hits me|get in an accident|get into an accident|run off the road|do not make it home` +
      String.raw`|happens to me)\b`,
  ),
  // Harming oneself, told as done: "i cut last night", "I keep hurting myself", "punched the wall till it bled".
  re(
    String.raw`\bi (?:cut|burned|burnt|scratched|hurt|harmed) (?:myself|last night|again|today|yesterday|my (?:arms?` +
      String.raw`|wrists?|legs?|thighs?))\b(?! (?:on|with|while|when|shaving|cooking|opening|by accident` +
      String.raw`|accidentally)\b)|\bi (?:have been|keep|started|am|relapsed and) (?:cutting|hurting myself` +
      String.raw`|harming myself|burning myself|hitting myself)\b|\b(?:punch|punched|punching|hit|hitting) (?:the|a)` +
      String.raw` wall (?:until|till|til) (?:it|my|they) (?:bled|bleed|bleeds|knuckles)\b` +
      // "burning myself with the lighter helps for a bit", "me quemo con el encendedor".
      String.raw`|\b(?:cutting|burning|hurting|scratching) myself (?:with (?:a |the |my )?(?:lighter|cigarettes?` +
      String.raw`|match` +
      String.raw`|matches|razors?|blades?|knife|scissors|compass)|helps|again|to (?:feel|cope|calm|punish))\b` +
      String.raw`|\b(?:me quemo|me he quemado|me estoy quemando|quemarme) con (?:el |un |los |mi )?(?:encendedor` +
      String.raw`|cigarros?|cigarrillos?|cerillos?|cerillas?)\b`,
  ),
];

/** Hints that disguise the speaker ("asking for a friend"), read whoever they seem to be about. */
export const disguised: RegExp[] = [
  /\b(?:look|looks|make it look|seem) like an accident\b/,
  re(
    String.raw`\basking (?:for|about) (?:a friend|a coworker|a colleague|me(?! to\b)|myself|reasons)\b.*\b(?:die` +
      String.raw`|dying` +
      String.raw`|suicide|date|accident|overdose|kill|dose|insurance|end it)\b`,
  ),
  re(
    String.raw`\b(?:die|dying|suicide|date|accident|overdose|kill|dose|insurance)\w*\b.*\basking (?:for` +
      String.raw`|about) (?:a friend|a coworker|a colleague|me|myself|reasons)\b`,
  ),
  /\blife insurance\b.*\bsuicide\b|\bsuicide\b.*\blife insurance\b/,
  /\bpregunto por (?:una|un) (?:companera|companero|amiga|amigo)\b.*\b(?:fecha|morir|suicid|matarse|accidente)\b/,
];

import type { StaffEarningMethods, StaffEarningMethodsInput } from '@panel/api/contract';

type Problem = { kind: 'required' } | { kind: 'whole'; min: number } | { kind: 'number' } | { kind: 'url' } | { kind: 'bounds' };

export interface OtherDraft {
  _id?: string;
  name: string;
  link: string;
  reward: string;
}

export interface EarningDraft {
  linkvertise: { enabled: boolean; userid: string; reward: string; dailyLimit: string };
  jfr: { enabled: boolean; minMembers: string; maxMembers: string; minReward: string; maxReward: string; pricePerRewardUnit: string; pricePerMember: string; payment: string };
  other: OtherDraft[];
}

export type EarningProblems = Record<string, Problem>;

export const draftOfMethods = ({ linkvertise, jfr, other }: StaffEarningMethods): EarningDraft => ({
  linkvertise: { enabled: linkvertise.enabled, userid: linkvertise.userid ?? '', reward: String(linkvertise.reward), dailyLimit: String(linkvertise.dailyLimit) },
  jfr: {
    enabled: jfr.enabled,
    minMembers: String(jfr.minMembers),
    maxMembers: String(jfr.maxMembers),
    minReward: String(jfr.minReward),
    maxReward: String(jfr.maxReward),
    pricePerRewardUnit: String(jfr.pricePerRewardUnit),
    pricePerMember: String(jfr.pricePerMember),
    payment: jfr.payment,
  },
  other: other.map(({ _id, name, link, reward }) => ({ _id, name, link, reward: String(reward) })),
});

const isHttp = (text: string) => {
  try {
    return /^https?:$/.test(new URL(text).protocol);
  } catch {
    return false;
  }
};

/** What to save, or each problem by its place as the server names it without `body.` (`jfr.maxMembers`, `other.0.link`). */
export function methodsOf(draft: EarningDraft): { methods: StaffEarningMethodsInput } | { problems: EarningProblems } {
  const problems: EarningProblems = {};
  const whole = (place: string, text: string, min: number) => {
    const value = Number(text);
    if (text.trim() === '' || !Number.isInteger(value) || value < min) problems[place] = { kind: 'whole', min };
    return value;
  };
  const amount = (place: string, text: string) => {
    const value = Number(text);
    if (text.trim() === '' || !Number.isFinite(value) || value < 0) problems[place] = { kind: 'number' };
    return value;
  };
  const { linkvertise, jfr } = draft;
  const userid = linkvertise.userid.trim();
  if (linkvertise.enabled && userid === '') problems['linkvertise.userid'] = { kind: 'required' };
  const methods: StaffEarningMethodsInput = {
    linkvertise: { enabled: linkvertise.enabled, userid: userid === '' ? null : userid, reward: whole('linkvertise.reward', linkvertise.reward, 0), dailyLimit: whole('linkvertise.dailyLimit', linkvertise.dailyLimit, 0) },
    jfr: {
      enabled: jfr.enabled,
      minMembers: whole('jfr.minMembers', jfr.minMembers, 1),
      maxMembers: whole('jfr.maxMembers', jfr.maxMembers, 1),
      minReward: whole('jfr.minReward', jfr.minReward, 0),
      maxReward: whole('jfr.maxReward', jfr.maxReward, 0),
      pricePerRewardUnit: amount('jfr.pricePerRewardUnit', jfr.pricePerRewardUnit),
      pricePerMember: amount('jfr.pricePerMember', jfr.pricePerMember),
      payment: jfr.payment.trim(),
    },
    other: draft.other.map((method, index) => {
      const name = method.name.trim();
      const link = method.link.trim();
      if (name === '') problems[`other.${index}.name`] = { kind: 'required' };
      if (!isHttp(link)) problems[`other.${index}.link`] = { kind: 'url' };
      return { ...(method._id && { _id: method._id }), name, link, reward: whole(`other.${index}.reward`, method.reward, 0) };
    }),
  };
  if (methods.jfr.payment === '') problems['jfr.payment'] = { kind: 'required' };
  if (!problems['jfr.maxMembers'] && !problems['jfr.minMembers'] && methods.jfr.maxMembers < methods.jfr.minMembers) problems['jfr.maxMembers'] = { kind: 'bounds' };
  if (!problems['jfr.maxReward'] && !problems['jfr.minReward'] && methods.jfr.maxReward < methods.jfr.minReward) problems['jfr.maxReward'] = { kind: 'bounds' };
  return Object.keys(problems).length > 0 ? { problems } : { methods };
}

import type { OnboardingMessages } from './en.ts';

/** Simplified Chinese messages of the onboarding checklist. */
export const onboardingZhCN: OnboardingMessages = {
  'onboarding.title': 'Earshot 入门',
  'onboarding.description': '三步即可创建您的第一个广告活动。',
  'onboarding.progress': '已完成 {done}/{total} 步',
  'onboarding.loading': '正在加载您的入门进度…',
  'onboarding.loadFailed': '无法加载您的入门进度。',
  'onboarding.retry': '重试',
  'onboarding.done': '已完成',
  'onboarding.todo': '待完成',
  'onboarding.step.pixel': '将分析标签（像素）添加到您的网站',
  'onboarding.step.pixel.description': '将此代码片段粘贴到网站每个页面的 {tag} 之前。',
  'onboarding.step.creative': '添加第一个素材',
  'onboarding.step.creative.description': '上传您第一条广告的音频。',
  'onboarding.step.campaign': '创建第一个广告活动',
  'onboarding.step.campaign.description': '选择广告在何处、何时以及向谁播放。',
  'onboarding.pixel.snippet': '标签代码片段',
  'onboarding.pixel.copy': '复制代码片段',
  'onboarding.pixel.copied': '代码片段已复制',
  'onboarding.pixel.verified': '已验证：正在收到来自您网站的事件。',
  'onboarding.pixel.unverified':
    '尚未收到来自您网站的任何事件。请安装标签，打开您网站的一个页面，然后重新验证。',
  'onboarding.pixel.reverify': '重新验证',
  'onboarding.pixel.verifying': '正在验证…',
  'onboarding.addAsset': '添加素材',
  'onboarding.createCampaign': '创建广告活动',
  'onboarding.snooze': '稍后提醒我',
  'onboarding.snoozesLeft': '{count, plural, other {还剩 # 次提醒}}',
  'onboarding.dismiss': '关闭',
  'onboarding.actionFailed': '操作未成功：{message}',
};

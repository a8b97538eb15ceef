import type { KindPhrases } from '../treatment-kinds';

// Korean medicine and rehabilitation, and the fallback for a treatment not given a kind yet.
export const BODY_CARE_KINDS = {
  koreanMedicine: {
    act: '치료',
    past: '받았어요',
    repeatable: true,
    days: [1, 2],
    price: [10, 100],
    procedure: [
      '진맥하고 체질부터 봐 주셔서 믿음이 갔어요.',
      '처음이라 긴장했는데 강도를 계속 물어보면서 조절해 주셨어요.',
      '치료 후에 온열 찜질까지 해 주셔서 몸이 편안했어요.',
    ],
    recovery: ['치료받은 부위가 하루 정도 뻐근했다가 풀렸어요.', '치료받은 날은 몸이 좀 나른했어요.'],
    good: [
      '{n}회 받고 나니 {concern:이/가} 한결 나아졌어요.',
      '몸이 가벼워지고 잠도 잘 자게 됐어요.',
      '생활 습관까지 같이 봐 주셔서 근본적으로 관리받는 느낌이에요.',
    ],
    mixed: [
      '조금씩 나아지는 것 같긴 한데 꾸준히 다니기가 쉽지 않아요.',
      '효과가 천천히 오는 편이라 인내심이 필요해요.',
    ],
    bad: ['{n}회를 다녔는데 달라진 걸 모르겠어요.', '비급여 패키지를 계속 권해서 부담스러웠어요.'],
    later: ['한 달 정도 다니니 확실히 몸이 달라진 게 느껴져요.'],
  },
  rehab: {
    act: '치료',
    past: '받았어요',
    repeatable: true,
    days: [1, 2],
    price: [5, 50],
    procedure: [
      '엑스레이를 보면서 어디가 틀어졌는지 설명해 주셔서 이해가 잘 됐어요.',
      '치료사 선생님이 50분 동안 집중해서 풀어 주셨어요.',
      '충격파는 아픈 부위에 닿을 때 꽤 찌릿했어요.',
    ],
    recovery: [
      '치료받은 날은 근육통처럼 뻐근했는데 다음 날 풀렸어요.',
      '집에서 할 스트레칭도 알려 주셔서 매일 하고 있어요.',
    ],
    good: [
      '{n}회 받고 나니 목이랑 어깨가 훨씬 가벼워졌어요.',
      '자세가 바로잡히니 사진에서도 체형이 달라 보여요.',
      '오래 앉아 있어도 허리가 덜 아파요.',
    ],
    mixed: [
      '받을 땐 시원한데 며칠 지나면 다시 뭉치는 느낌이에요.',
      '효과는 있는데 실손 청구 서류 떼는 게 번거로웠어요.',
    ],
    bad: ['{n}회 받았는데 통증이 전혀 줄지 않았어요.', '치료사분이 자주 바뀌어서 매번 처음부터 설명해야 했어요.'],
    later: ['한 달 꾸준히 다니니까 아침에 일어날 때 몸이 덜 뻣뻣해요.'],
  },
  // For a treatment added to the catalogue before it is given a kind.
  generic: {
    act: '시술',
    past: '받았어요',
    repeatable: true,
    days: [2, 3],
    price: [10, 100],
    procedure: ['진행하는 동안 불편한 데가 없는지 계속 물어봐 주셨어요.', '생각했던 것보다 시간이 짧게 걸렸어요.'],
    recovery: ['{d}일 정도 지나니 일상생활에 불편한 게 없었어요.', '주의사항만 잘 지키니까 회복도 금방이었어요.'],
    good: ['{concern} 고민이 확실히 줄었어요.', '전후 사진을 비교하니 차이가 확실해요.'],
    mixed: ['조금 나아지긴 했는데 기대만큼은 아니에요.'],
    bad: ['받기 전이랑 달라진 게 거의 없어요.'],
    later: ['한 달이 지났는데 효과가 잘 유지되고 있어요.'],
  },
} as const satisfies Record<string, KindPhrases>;

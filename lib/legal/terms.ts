import { company, serviceName } from './company';
import type { LegalDocument, Locale } from './types';

const EFFECTIVE_DATE = '2026-11-22';

const ko = company.ko;
const ja = company.ja;
const en = company.en;

const termsKo: LegalDocument = {
  title: '이용약관',
  effectiveDate: EFFECTIVE_DATE,
  intro: `이 약관은 ${ko.name}(이하 “회사”)가 제공하는 ${serviceName.ko} 서비스의 이용과 관련하여 회사와 회원 및 방문자 사이의 권리·의무와 책임사항을 정합니다. 서비스를 이용하기 전에 이 약관을 주의 깊게 읽어 주시기 바랍니다.`,
  sections: [
    {
      heading: '제1조 (목적)',
      paragraphs: [
        `이 약관은 회사가 웹사이트 및 모바일 웹을 통하여 제공하는 ${serviceName.ko} 서비스(이하 “서비스”)의 이용과 관련하여 회사와 회원 및 방문자 간의 권리, 의무 및 책임사항, 이용 조건과 절차, 그 밖에 필요한 사항을 규정함을 목적으로 합니다.`,
      ],
    },
    {
      heading: '제2조 (용어의 정의)',
      paragraphs: [
        '이 약관에서 사용하는 용어의 정의는 다음과 같습니다. 이 약관에서 정하지 아니한 용어의 의미는 관계 법령 및 일반적인 거래 관행에 따릅니다.',
      ],
      items: [
        '“서비스”란 회사가 제공하는 병원·의사·시술 이벤트·후기 정보의 검색 및 열람, 북마크, 상담 신청, 후기 작성 등 일체의 온라인 서비스를 말합니다.',
        '“회원”이란 이 약관에 동의하고 소셜 로그인을 통하여 회사와 이용계약을 체결한 사람으로서 서비스를 계속적으로 이용할 수 있는 사람을 말합니다.',
        '“방문자”란 회원으로 가입하지 않고 서비스에 공개된 정보를 열람하는 사람을 말합니다.',
        '“병원”이란 「의료법」에 따라 개설된 의료기관으로서 서비스에 정보를 등록하였거나 회사가 공개된 자료를 바탕으로 정보를 게재한 의원, 병원 등을 말합니다.',
        '“후기”란 회원이 병원에서 받은 시술 또는 상담의 경험에 관하여 서비스에 게시한 글, 별점, 사진(시술 전후 사진을 포함합니다) 등 일체의 게시물을 말합니다.',
        '“상담”이란 회원이 서비스를 통하여 특정 병원에 시술 관련 상담 예약을 요청하는 것을 말하며, 회사는 그 요청을 해당 병원에 전달합니다.',
        '“게시물”이란 회원이 서비스에 게시한 후기, 댓글, 사진 등 부호·문자·이미지 형태의 일체의 정보를 말합니다.',
      ],
    },
    {
      heading: '제3조 (약관의 게시와 개정)',
      paragraphs: [
        '회사는 이 약관의 내용과 상호, 대표자 성명, 영업소 소재지 주소, 사업자등록번호, 통신판매업 신고번호, 연락처 등을 회원과 방문자가 쉽게 알 수 있도록 서비스 화면에 게시합니다.',
        '회사는 「약관의 규제에 관한 법률」, 「전자상거래 등에서의 소비자보호에 관한 법률」, 「정보통신망 이용촉진 및 정보보호 등에 관한 법률」 등 관계 법령을 위반하지 않는 범위에서 이 약관을 개정할 수 있습니다.',
        '회사가 약관을 개정하는 경우에는 적용일자와 개정 사유를 명시하여 적용일자 7일 전부터 서비스 내 공지사항을 통하여 공지합니다. 다만, 회원에게 불리한 내용으로 개정하는 경우에는 적용일자 30일 전부터 공지하고 서비스 내 알림 등으로 회원에게 개별 통지합니다.',
        '회사가 개정 약관을 공지 또는 통지하면서 적용일자까지 거부 의사를 표시하지 않으면 동의한 것으로 본다는 뜻을 명확하게 알렸음에도 회원이 명시적으로 거부 의사를 표시하지 않은 경우에는 개정 약관에 동의한 것으로 봅니다. 개정 약관에 동의하지 않는 회원은 이용계약을 해지할 수 있습니다.',
      ],
    },
    {
      heading: '제4조 (회원가입 및 소셜 로그인)',
      paragraphs: [
        '회원가입은 서비스 이용을 희망하는 사람이 이 약관과 개인정보 처리방침에 동의하고 LINE, Google, Kakao, Naver, Apple 중 하나의 소셜 로그인 계정으로 인증을 완료함으로써 성립합니다.',
        '회사는 소셜 로그인 제공자로부터 회원 식별에 필요한 최소한의 정보만을 제공받으며, 소셜 로그인 계정의 비밀번호를 수집하거나 저장하지 않습니다.',
        '서비스는 만 14세 이상인 사람만 회원으로 가입할 수 있습니다. 회사는 다음 각 호의 어느 하나에 해당하는 경우 가입 신청을 승낙하지 않거나 사후에 이용계약을 해지할 수 있습니다.',
        '소셜 로그인 계정의 관리 책임은 회원에게 있습니다. 소셜 로그인 제공자의 장애나 정책 변경으로 로그인이 제한되는 경우 회사는 회원이 계정을 확인하고 이용할 수 있도록 합리적인 범위에서 지원합니다.',
      ],
      items: [
        '타인의 소셜 로그인 계정을 도용하여 신청한 경우',
        '만 14세 미만인 사람이 신청한 경우',
        '이 약관 위반으로 이용계약이 해지된 사람이 회사의 승낙 없이 다시 신청한 경우',
        '병원 또는 그 관계자가 후기 조작 등 부정한 목적으로 신청한 경우',
        '그 밖에 관계 법령 또는 이 약관을 위반하여 신청한 경우',
      ],
    },
    {
      heading: '제5조 (서비스의 성격 및 내용)',
      paragraphs: [
        '회사는 회원과 방문자에게 병원, 의사, 시술 이벤트 및 후기 정보를 제공하는 정보 제공 플랫폼입니다. 회사는 의료기관이 아니며 진료, 진단, 처방, 시술 등 어떠한 의료행위도 하지 않습니다.',
        '서비스에 게재된 병원·의사 정보와 시술 이벤트(가격, 할인 조건 등을 포함합니다)는 해당 병원이 제공하였거나 공개된 자료를 바탕으로 한 것이며, 실제 내용은 병원의 사정에 따라 달라질 수 있습니다. 회원은 시술을 결정하기 전에 반드시 의사와 직접 상담하여 시술의 효과, 부작용, 비용 등을 확인하여야 합니다.',
        '회사는 「의료법」 제27조 제3항에서 금지하는 영리 목적의 환자 소개·알선·유인 행위를 하지 않으며, 특정 병원이나 시술을 권유하거나 그 효과를 보증하지 않습니다.',
        '회사가 제공하는 서비스는 다음과 같으며, 서비스는 무료로 제공됩니다. 회사는 연중무휴 1일 24시간 서비스를 제공하는 것을 원칙으로 하나, 설비의 점검·교체·고장, 통신 두절 등 부득이한 사유가 있는 경우 서비스를 일시 중단할 수 있으며 이 경우 사전에(부득이한 경우에는 사후에) 공지합니다.',
      ],
      items: [
        '병원·의사·시술 이벤트 정보의 검색 및 열람',
        '지도 기반 병원 위치 안내 및 내 주변 병원 찾기',
        '관심 있는 병원·이벤트·후기의 북마크',
        '병원에 대한 상담 신청의 전달',
        '후기의 작성 및 열람',
        '그 밖에 회사가 추가로 개발하거나 제휴를 통하여 제공하는 서비스',
      ],
    },
    {
      heading: '제6조 (회원의 의무)',
      paragraphs: [
        '회원은 관계 법령, 이 약관, 서비스 이용 안내 및 회사가 공지한 주의사항을 준수하여야 하며, 다음 각 호의 행위를 하여서는 안 됩니다.',
        '회원이 제1항을 위반한 경우 회사는 제8조에 따른 게시물 삭제 및 제12조에 따른 이용 제한 등의 조치를 할 수 있습니다.',
      ],
      items: [
        '타인의 계정이나 개인정보를 도용하거나 허위 정보를 등록하는 행위',
        '실제로 경험하지 않은 시술에 관한 후기 또는 병원이나 제3자로부터 금전, 할인, 무료 시술 등의 대가를 받고 작성한 후기를 게시하는 행위',
        '특정 병원을 홍보하거나 비방할 목적으로 허위 또는 과장된 내용을 게시하는 행위',
        '타인의 사진, 초상 또는 저작물을 권리자의 동의 없이 게시하는 행위',
        '다른 회원, 의료인 또는 병원 직원의 개인정보를 수집·저장·공개하는 행위',
        '음란하거나 폭력적인 내용, 혐오 표현 등 공공질서 및 선량한 풍속에 반하는 정보를 게시하는 행위',
        '크롤러, 봇 등 자동화된 수단을 이용하여 서비스의 정보를 무단으로 수집하거나 서비스 운영을 방해하는 행위',
        '서비스를 영리 목적의 광고 또는 환자 유인에 이용하는 행위',
        '그 밖에 관계 법령에 위반되거나 회사의 정당한 업무를 방해하는 행위',
      ],
    },
    {
      heading: '제7조 (후기 작성 및 게시 기준)',
      paragraphs: [
        '회원은 본인이 병원에서 실제로 받은 시술 또는 상담의 경험에 대해서만 후기를 작성할 수 있습니다. 시술 전후 사진을 포함한 후기는 회원 본인이 실제로 받은 시술의 경험을 사실대로 반영하여야 하며, 보정이나 합성 등으로 결과를 왜곡하여서는 안 됩니다.',
        '후기는 「의료법」 제56조의 의료광고 금지 및 제한 규정을 준수하여야 합니다. 회원은 다음 각 호의 어느 하나에 해당하는 내용을 게시하여서는 안 됩니다.',
        '시술 전후 사진과 시술 이력은 건강에 관한 민감정보에 해당하므로, 회사는 후기 작성 시 별도의 동의를 받고 후기가 다른 이용자에게 공개되기 전에 그 사실을 안내합니다. 회원은 후기를 ‘비공개’로 설정하여 본인만 볼 수 있도록 할 수 있습니다.',
        '후기의 저작권은 작성한 회원에게 있습니다. 회원은 회사가 서비스 내에서 후기를 게시·표시하기 위하여 필요한 범위에서 후기를 무상으로 이용(복제, 전송, 크기 조정 등을 포함합니다)하는 것을 허락합니다. 회사가 후기를 서비스 외부에서 이용하려는 경우에는 회원의 별도 동의를 받습니다.',
        '병원의 개설자, 의료인, 직원 등 병원 관계자는 자신이 소속되거나 이해관계가 있는 병원에 대한 후기를 작성할 수 없습니다.',
      ],
      items: [
        '병원이나 의료인으로부터 대가를 받거나 병원의 요청에 따라 작성하는 등 사실상 의료광고에 해당하는 내용',
        '치료 효과를 보장하거나 소비자를 현혹할 우려가 있는 내용',
        '다른 병원이나 의료인의 기능 또는 진료 방법과 비교하거나 이를 비방하는 내용',
        '수술 장면 등 직접적인 시술 행위를 노출하는 사진이나 영상',
        '시술의 부작용 등 중요한 정보를 누락하거나 객관적인 근거가 없는 내용',
        '시술 전후 사진을 조작하거나 타인의 사진을 사용한 내용',
      ],
    },
    {
      heading: '제8조 (게시물의 관리 및 삭제)',
      paragraphs: [
        '회사는 게시물이 다음 각 호의 어느 하나에 해당한다고 판단되는 경우 사전 통지 없이 해당 게시물을 삭제하거나 게시를 중단할 수 있습니다.',
        '게시물로 인하여 사생활 침해, 명예훼손 등 권리를 침해받았다고 주장하는 사람은 회사에 해당 게시물의 삭제 또는 반박 내용의 게재를 요청할 수 있습니다. 회사는 「정보통신망 이용촉진 및 정보보호 등에 관한 법률」에 따라 지체 없이 삭제, 임시조치 등 필요한 조치를 하고 그 사실을 신청인과 게시자에게 알립니다.',
        '회사는 후기의 진실성을 확인하기 위하여 필요한 경우 회원에게 진료비 영수증 등 시술 사실을 확인할 수 있는 자료의 제출을 요청할 수 있습니다. 제출된 자료는 확인 목적으로만 이용하며 확인이 끝나면 지체 없이 파기합니다.',
        '게시물이 삭제되거나 게시가 중단된 회원은 그 조치에 대하여 고객센터를 통하여 이의를 제기할 수 있으며, 회사는 이를 검토하여 그 결과를 알립니다.',
      ],
      items: [
        '제6조 또는 제7조를 위반한 경우',
        '「의료법」 등 관계 법령에 위반되거나 관계 기관의 요청이 있는 경우',
        '타인의 명예를 훼손하거나 사생활, 초상권, 저작권 등 권리를 침해하는 경우',
        '실제 시술 경험 여부에 관한 소명 요청에 정당한 사유 없이 응하지 않은 경우',
        '그 밖에 서비스의 운영 목적에 현저히 부합하지 않는 경우',
      ],
    },
    {
      heading: '제9조 (상담 신청)',
      paragraphs: [
        '회원은 서비스를 통하여 원하는 병원에 상담 예약을 신청할 수 있습니다. 상담 신청은 회원의 요청을 해당 병원에 전달하는 것으로, 회사는 예약의 성립이나 특정 일시의 상담을 보장하지 않습니다.',
        '상담 예약의 확정, 일정 변경, 상담 내용, 시술 여부와 비용 등은 회원과 병원 사이에서 직접 정해지며, 회사는 그 거래의 당사자가 아닙니다.',
        '회사는 상담 신청 시 회원의 동의를 받아 상담에 필요한 최소한의 정보를 해당 병원에 제공하며, 제공하는 항목과 보유 기간은 개인정보 처리방침에서 정하는 바에 따릅니다.',
        '회원은 상담 신청 시 정확한 정보를 입력하여야 합니다. 반복적인 허위 신청이나 연락 없는 불참 등으로 병원의 업무를 방해하는 경우 회사는 상담 신청 기능의 이용을 제한할 수 있습니다.',
        '상담 신청의 취소 또는 변경은 서비스 내 상담 신청 내역 화면이나 해당 병원을 통하여 할 수 있습니다.',
      ],
    },
    {
      heading: '제10조 (서비스의 변경 및 종료)',
      paragraphs: [
        '회사는 운영상 또는 기술상 필요에 따라 서비스의 전부 또는 일부를 변경할 수 있으며, 변경되는 서비스의 내용과 적용일자를 사전에 서비스 내에 공지합니다.',
        '회사가 사업 종료 등의 사유로 서비스를 종료하려는 경우에는 종료일 30일 전까지 서비스 내에 공지하고 회원에게 알립니다. 회원은 서비스 종료 전까지 자신이 작성한 게시물을 확인하거나 삭제할 수 있습니다.',
      ],
    },
    {
      heading: '제11조 (책임의 제한)',
      paragraphs: [
        '회사는 천재지변, 전쟁, 정전, 통신 장애 등 불가항력으로 인하여 서비스를 제공할 수 없는 경우에는 서비스 제공에 관한 책임이 면제됩니다.',
        '회사는 병원이 제공한 정보나 회원이 게시한 후기의 정확성 또는 신뢰성을 보증하지 않습니다. 병원에서 이루어진 진료와 시술 및 그 결과(부작용과 의료사고를 포함합니다)에 대한 책임은 해당 병원과 의료인에게 있으며, 회사는 이에 대하여 책임을 지지 않습니다.',
        '회사는 서비스를 매개로 회원 상호 간 또는 회원과 병원 간에 발생한 분쟁에 개입할 의무가 없으며 이로 인한 손해를 배상할 책임이 없습니다. 다만, 회사는 분쟁 해결에 필요한 범위에서 협조할 수 있습니다.',
        '회사는 회원의 귀책사유로 인한 서비스 이용 장애에 대하여 책임을 지지 않습니다.',
        '제1항부터 제4항까지의 규정에도 불구하고 회사의 고의 또는 중대한 과실로 회원에게 손해가 발생한 경우에는 관계 법령에 따라 그 손해를 배상합니다.',
      ],
    },
    {
      heading: '제12조 (회원 탈퇴 및 이용 제한)',
      paragraphs: [
        '회원은 언제든지 서비스 내 회원 탈퇴 메뉴 또는 고객센터를 통하여 이용계약의 해지(회원 탈퇴)를 요청할 수 있으며, 회사는 관계 법령에 따라 지체 없이 처리합니다.',
        '회원이 탈퇴하면 회원의 개인정보는 개인정보 처리방침에 따라 지체 없이 파기됩니다. 다만, 회원이 작성한 후기는 탈퇴 전에 회원이 직접 삭제하지 않는 한 작성자와의 연결을 제거하고 닉네임을 ‘탈퇴한 회원’으로 바꾸는 등 익명 처리된 상태로 유지될 수 있으므로, 후기의 삭제를 원하는 회원은 탈퇴 전에 직접 삭제하여야 합니다.',
        '회사는 회원이 이 약관을 위반한 경우 위반의 정도에 따라 경고, 일시 이용정지, 영구 이용정지(이용계약 해지)의 순서로 서비스 이용을 제한할 수 있습니다. 다만, 계정 도용, 대가성 후기의 반복 게시, 관계 법령 위반 등 중대한 위반의 경우에는 즉시 영구 이용정지할 수 있습니다.',
        '회사는 이용을 제한하는 경우 그 사유와 기간을 회원에게 알리며, 회원은 통지를 받은 날부터 14일 이내에 고객센터를 통하여 이의를 신청할 수 있습니다.',
      ],
    },
    {
      heading: '제13조 (준거법 및 재판관할)',
      paragraphs: [
        '이 약관과 서비스 이용에 관하여는 대한민국 법률을 준거법으로 합니다.',
        '회사와 회원은 서비스와 관련하여 분쟁이 발생한 경우 성실히 협의하여 해결하도록 노력합니다.',
        '제2항에 따른 협의로 해결되지 않은 분쟁에 관한 소송은 서울중앙지방법원을 제1심 관할법원으로 합니다. 다만, 회원은 「민사소송법」에 따라 관할권이 있는 다른 법원에도 소를 제기할 수 있습니다.',
      ],
      items: [
        `상호: ${ko.name} / 대표자: ${ko.ceo}`,
        `주소: ${ko.address}`,
        `사업자등록번호: ${ko.businessNumber} / 통신판매업 신고번호: ${ko.mailOrderNumber}`,
        `고객센터: ${ko.csPhone} (${ko.csHours}) / 이메일: ${ko.email}`,
      ],
    },
  ],
};

const termsJa: LegalDocument = {
  title: '利用規約',
  effectiveDate: EFFECTIVE_DATE,
  intro: `本規約は、${ja.name}（以下「当社」）が提供する${serviceName.ja}サービスの利用に関し、当社と会員および訪問者との間の権利・義務および責任事項を定めるものです。サービスをご利用になる前に、本規約をよくお読みください。なお、本規約の各言語版の間に相違がある場合は、韓国語版が優先します。`,
  sections: [
    {
      heading: '第1条（目的）',
      paragraphs: [
        `本規約は、当社がウェブサイトおよびモバイルウェブを通じて提供する${serviceName.ja}サービス（以下「本サービス」）の利用に関し、当社と会員および訪問者との間の権利、義務および責任事項、利用条件および手続その他必要な事項を定めることを目的とします。`,
      ],
    },
    {
      heading: '第2条（用語の定義）',
      paragraphs: [
        '本規約で使用する用語の定義は、次のとおりです。本規約に定めのない用語の意味は、関係法令および一般的な取引慣行に従います。',
      ],
      items: [
        '「本サービス」とは、当社が提供するクリニック・医師・施術イベント・口コミ情報の検索および閲覧、ブックマーク、相談申込み、口コミ投稿など一切のオンラインサービスをいいます。',
        '「会員」とは、本規約に同意し、ソーシャルログインにより当社と利用契約を締結した者であって、本サービスを継続的に利用できる者をいいます。',
        '「訪問者」とは、会員登録をせずに本サービスで公開されている情報を閲覧する者をいいます。',
        '「クリニック」とは、大韓民国「医療法」に基づき開設された医療機関であって、本サービスに情報を登録し、または当社が公開資料に基づき情報を掲載した医院、病院等をいいます。',
        '「口コミ」とは、会員がクリニックで受けた施術または相談の経験について本サービスに投稿した文章、評価、写真（施術前後の写真を含みます）など一切の投稿をいいます。',
        '「相談」とは、会員が本サービスを通じて特定のクリニックに施術に関する相談予約を申し込むことをいい、当社はその申込みを当該クリニックに伝達します。',
        '「投稿物」とは、会員が本サービスに投稿した口コミ、コメント、写真など、符号・文字・画像の形式による一切の情報をいいます。',
      ],
    },
    {
      heading: '第3条（規約の掲示および改定）',
      paragraphs: [
        '当社は、本規約の内容ならびに商号、代表者氏名、営業所所在地、事業者登録番号、通信販売業申告番号および連絡先等を、会員および訪問者が容易に確認できるよう本サービスの画面に掲示します。',
        '当社は、大韓民国「約款の規制に関する法律」、「電子商取引等における消費者保護に関する法律」、「情報通信網利用促進及び情報保護等に関する法律」等の関係法令に違反しない範囲で、本規約を改定することができます。',
        '当社は、本規約を改定する場合、適用日および改定理由を明示し、適用日の7日前から本サービス内のお知らせにより告知します。ただし、会員に不利な内容に改定する場合は、適用日の30日前から告知し、本サービス内の通知等により会員に個別に通知します。',
        '当社が改定規約を告知または通知する際に、適用日までに拒否の意思を表示しない場合は同意したものとみなす旨を明確に伝えたにもかかわらず、会員が明示的に拒否の意思を表示しなかった場合、会員は改定規約に同意したものとみなします。改定規約に同意しない会員は、利用契約を解約することができます。',
      ],
    },
    {
      heading: '第4条（会員登録およびソーシャルログイン）',
      paragraphs: [
        '会員登録は、本サービスの利用を希望する者が本規約およびプライバシーポリシーに同意し、LINE、Google、Kakao、Naver、Appleのいずれかのソーシャルログインアカウントで認証を完了することにより成立します。',
        '当社は、ソーシャルログイン提供者から会員の識別に必要な最小限の情報のみの提供を受け、ソーシャルログインアカウントのパスワードを収集または保存しません。',
        '本サービスには満14歳以上の方のみ会員登録できます。当社は、次の各号のいずれかに該当する場合、登録申込みを承諾せず、または事後に利用契約を解約することができます。',
        'ソーシャルログインアカウントの管理責任は会員にあります。ソーシャルログイン提供者の障害またはポリシー変更によりログインが制限される場合、当社は会員がアカウントを確認し利用できるよう合理的な範囲で支援します。',
      ],
      items: [
        '他人のソーシャルログインアカウントを盗用して申し込んだ場合',
        '満14歳未満の者が申し込んだ場合',
        '本規約違反により利用契約を解約された者が、当社の承諾なく再度申し込んだ場合',
        'クリニックまたはその関係者が、口コミ操作等の不正な目的で申し込んだ場合',
        'その他関係法令または本規約に違反して申し込んだ場合',
      ],
    },
    {
      heading: '第5条（本サービスの性格および内容）',
      paragraphs: [
        '当社は、会員および訪問者にクリニック、医師、施術イベントおよび口コミの情報を提供する情報提供プラットフォームです。当社は医療機関ではなく、診療、診断、処方、施術などいかなる医療行為も行いません。',
        '本サービスに掲載されるクリニック・医師の情報および施術イベント（価格、割引条件等を含みます）は、当該クリニックが提供し、または公開された資料に基づくものであり、実際の内容はクリニックの事情により異なる場合があります。会員は、施術を決定する前に必ず医師と直接相談し、施術の効果、副作用、費用等を確認してください。',
        '当社は、大韓民国「医療法」第27条第3項が禁止する営利目的の患者の紹介・斡旋・誘引行為を行わず、特定のクリニックまたは施術を勧誘し、またはその効果を保証することはありません。',
        '当社が提供するサービスは次のとおりであり、無料で提供されます。当社は年中無休・1日24時間のサービス提供を原則としますが、設備の点検・交換・故障、通信の途絶等やむを得ない事由がある場合はサービスを一時中断することがあり、この場合は事前に（やむを得ない場合は事後に）告知します。',
      ],
      items: [
        'クリニック・医師・施術イベント情報の検索および閲覧',
        '地図によるクリニックの所在地案内および周辺のクリニック検索',
        '気になるクリニック・イベント・口コミのブックマーク',
        'クリニックへの相談申込みの伝達',
        '口コミの投稿および閲覧',
        'その他当社が追加開発し、または提携により提供するサービス',
      ],
    },
    {
      heading: '第6条（会員の義務）',
      paragraphs: [
        '会員は、関係法令、本規約、サービス利用案内および当社が告知した注意事項を遵守しなければならず、次の各号の行為をしてはなりません。',
        '会員が前項に違反した場合、当社は第8条に基づく投稿物の削除および第12条に基づく利用制限等の措置を講じることができます。',
      ],
      items: [
        '他人のアカウントまたは個人情報を盗用し、または虚偽の情報を登録する行為',
        '実際に経験していない施術に関する口コミ、またはクリニックもしくは第三者から金銭、割引、無料施術等の対価を受けて作成した口コミを投稿する行為',
        '特定のクリニックを宣伝し、または誹謗する目的で虚偽または誇張された内容を投稿する行為',
        '他人の写真、肖像または著作物を権利者の同意なく投稿する行為',
        '他の会員、医療従事者またはクリニック職員の個人情報を収集・保存・公開する行為',
        'わいせつまたは暴力的な内容、ヘイト表現など公序良俗に反する情報を投稿する行為',
        'クローラー、ボット等の自動化された手段により本サービスの情報を無断で収集し、または本サービスの運営を妨害する行為',
        '本サービスを営利目的の広告または患者誘引に利用する行為',
        'その他関係法令に違反し、または当社の正当な業務を妨害する行為',
      ],
    },
    {
      heading: '第7条（口コミの投稿および掲載基準）',
      paragraphs: [
        '会員は、本人がクリニックで実際に受けた施術または相談の経験についてのみ口コミを投稿できます。施術前後の写真を含む口コミは、会員本人が実際に受けた施術の経験をありのままに反映したものでなければならず、補正や合成等により結果を歪めてはなりません。',
        '口コミは、大韓民国「医療法」第56条の医療広告の禁止および制限に関する規定を遵守しなければなりません。会員は、次の各号のいずれかに該当する内容を投稿してはなりません。',
        '施術前後の写真および施術履歴は健康に関する要配慮情報（センシティブ情報）に該当するため、当社は口コミ投稿時に別途同意を得るとともに、口コミが他の利用者に公開される前にその旨をご案内します。会員は、口コミを「非公開」に設定し、本人のみが閲覧できるようにすることができます。',
        '口コミの著作権は、投稿した会員に帰属します。会員は、当社が本サービス内で口コミを掲載・表示するために必要な範囲で、口コミを無償で利用（複製、送信、サイズ調整等を含みます）することを許諾します。当社が口コミを本サービスの外部で利用しようとする場合は、会員の別途の同意を得ます。',
        'クリニックの開設者、医療従事者、職員等のクリニック関係者は、自らが所属し、または利害関係を有するクリニックに関する口コミを投稿することはできません。',
      ],
      items: [
        'クリニックまたは医療従事者から対価を受け、またはクリニックの依頼により作成したものなど、実質的に医療広告に該当する内容',
        '治療効果を保証し、または消費者を惑わすおそれのある内容',
        '他のクリニックまたは医療従事者の技能もしくは診療方法と比較し、またはこれを誹謗する内容',
        '手術場面など直接的な施術行為を露出する写真または動画',
        '施術の副作用等の重要な情報を欠落させ、または客観的な根拠のない内容',
        '施術前後の写真を加工し、または他人の写真を使用した内容',
      ],
    },
    {
      heading: '第8条（投稿物の管理および削除）',
      paragraphs: [
        '当社は、投稿物が次の各号のいずれかに該当すると判断した場合、事前の通知なく当該投稿物を削除し、または掲載を中止することができます。',
        '投稿物によりプライバシーの侵害、名誉毀損等の権利侵害を受けたと主張する者は、当社に対し当該投稿物の削除または反論内容の掲載を求めることができます。当社は、「情報通信網利用促進及び情報保護等に関する法律」に従い、遅滞なく削除、一時措置等の必要な措置を講じ、その旨を申請者および投稿者に通知します。',
        '当社は、口コミの真実性を確認するために必要な場合、会員に対し診療費の領収書など施術の事実を確認できる資料の提出を求めることができます。提出された資料は確認の目的にのみ利用し、確認が終わり次第、遅滞なく破棄します。',
        '投稿物を削除され、または掲載を中止された会員は、その措置についてカスタマーセンターを通じて異議を申し立てることができ、当社はこれを検討してその結果を通知します。',
      ],
      items: [
        '第6条または第7条に違反した場合',
        '「医療法」等の関係法令に違反し、または関係機関からの要請があった場合',
        '他人の名誉を毀損し、またはプライバシー、肖像権、著作権等の権利を侵害する場合',
        '実際の施術経験の有無に関する説明の求めに、正当な理由なく応じない場合',
        'その他本サービスの運営目的に著しく合致しない場合',
      ],
    },
    {
      heading: '第9条（相談申込み）',
      paragraphs: [
        '会員は、本サービスを通じて希望するクリニックに相談予約を申し込むことができます。相談申込みは会員の要望を当該クリニックに伝達するものであり、当社は予約の成立または特定の日時の相談を保証しません。',
        '相談予約の確定、日程の変更、相談内容、施術の有無および費用等は会員とクリニックとの間で直接決定されるものであり、当社はその取引の当事者ではありません。',
        '当社は、相談申込みの際に会員の同意を得て、相談に必要な最小限の情報を当該クリニックに提供します。提供する項目および保有期間は、プライバシーポリシーの定めに従います。',
        '会員は、相談申込みの際に正確な情報を入力しなければなりません。虚偽の申込みの繰り返しや無断キャンセル等によりクリニックの業務を妨げた場合、当社は相談申込み機能の利用を制限することができます。',
        '相談申込みの取消しまたは変更は、本サービス内の相談申込み履歴画面または当該クリニックを通じて行うことができます。',
      ],
    },
    {
      heading: '第10条（サービスの変更および終了）',
      paragraphs: [
        '当社は、運営上または技術上の必要に応じて本サービスの全部または一部を変更することができ、変更されるサービスの内容および適用日を事前に本サービス内で告知します。',
        '当社が事業終了等の事由により本サービスを終了しようとする場合は、終了日の30日前までに本サービス内で告知し、会員に通知します。会員は、サービス終了前までに自らの投稿物を確認し、または削除することができます。',
      ],
    },
    {
      heading: '第11条（責任の制限）',
      paragraphs: [
        '当社は、天災地変、戦争、停電、通信障害等の不可抗力により本サービスを提供できない場合、サービス提供に関する責任を免れます。',
        '当社は、クリニックが提供した情報または会員が投稿した口コミの正確性または信頼性を保証しません。クリニックで行われた診療および施術ならびにその結果（副作用および医療事故を含みます）に対する責任は当該クリニックおよび医療従事者にあり、当社はこれについて責任を負いません。',
        '当社は、本サービスを介して会員同士または会員とクリニックとの間で生じた紛争に介入する義務を負わず、これにより生じた損害を賠償する責任を負いません。ただし、当社は紛争の解決に必要な範囲で協力することがあります。',
        '当社は、会員の責めに帰すべき事由によるサービス利用の障害について責任を負いません。',
        '第1項から第4項までの規定にかかわらず、当社の故意または重大な過失により会員に損害が生じた場合、当社は関係法令に従いその損害を賠償します。',
      ],
    },
    {
      heading: '第12条（退会および利用制限）',
      paragraphs: [
        '会員はいつでも、本サービス内の退会メニューまたはカスタマーセンターを通じて利用契約の解約（退会）を申し出ることができ、当社は関係法令に従い遅滞なく処理します。',
        '会員が退会すると、会員の個人情報はプライバシーポリシーに従い遅滞なく破棄されます。ただし、会員が投稿した口コミは、退会前に会員自身が削除しない限り、投稿者との紐付けを解除し、ニックネームを「退会した会員」に置き換えるなど匿名化された状態で残る場合があります。口コミの削除を希望する会員は、退会前にご自身で削除してください。',
        '当社は、会員が本規約に違反した場合、違反の程度に応じて警告、一時利用停止、永久利用停止（利用契約の解約）の順に本サービスの利用を制限することができます。ただし、アカウントの盗用、対価を受けた口コミの繰り返しの投稿、関係法令違反等の重大な違反の場合は、直ちに永久利用停止とすることができます。',
        '当社は、利用を制限する場合はその理由および期間を会員に通知し、会員は通知を受けた日から14日以内にカスタマーセンターを通じて異議を申し立てることができます。',
      ],
    },
    {
      heading: '第13条（準拠法および裁判管轄）',
      paragraphs: [
        '本規約および本サービスの利用については、大韓民国の法律を準拠法とします。',
        '当社と会員は、本サービスに関して紛争が生じた場合、誠実に協議して解決するよう努めます。',
        '前項の協議により解決しない紛争に関する訴訟は、ソウル中央地方法院を第一審の管轄裁判所とします。ただし、会員は大韓民国「民事訴訟法」に基づき管轄権を有する他の裁判所にも訴えを提起することができます。',
      ],
      items: [
        `商号：${ja.name}／代表者：${ja.ceo}`,
        `所在地：${ja.address}`,
        `事業者登録番号：${ja.businessNumber}／通信販売業申告番号：${ja.mailOrderNumber}`,
        `カスタマーセンター：${ja.csPhone}（${ja.csHours}）／メール：${ja.email}`,
      ],
    },
  ],
};

const termsEn: LegalDocument = {
  title: 'Terms of Service',
  effectiveDate: EFFECTIVE_DATE,
  intro: `These Terms set out the rights, obligations and responsibilities between ${en.name} (the “Company”) and its members and visitors in connection with the use of the ${serviceName.en} service. Please read these Terms carefully before using the service. The Korean version of these Terms prevails in the event of any inconsistency between language versions.`,
  sections: [
    {
      heading: 'Article 1 (Purpose)',
      paragraphs: [
        `The purpose of these Terms is to set out the rights, obligations and responsibilities of the Company, members and visitors, the conditions and procedures of use, and other necessary matters in connection with the ${serviceName.en} service (the “Service”) provided by the Company through its website and mobile web.`,
      ],
    },
    {
      heading: 'Article 2 (Definitions)',
      paragraphs: [
        'The terms used in these Terms are defined as follows. Terms not defined herein have the meanings given under applicable laws and general business practice.',
      ],
      items: [
        '“Service” means all online services provided by the Company, including searching and viewing information on clinics, doctors, treatment events and reviews, bookmarks, consultation requests and writing reviews.',
        '“Member” means a person who has agreed to these Terms, entered into a service agreement with the Company through social login, and may use the Service on an ongoing basis.',
        '“Visitor” means a person who views information published on the Service without registering as a member.',
        '“Clinic” means a medical institution established under the Korean Medical Service Act, such as a clinic or hospital, whose information has been registered on the Service or published by the Company based on public sources.',
        '“Review” means any post made by a member on the Service about his or her experience of a treatment or consultation at a clinic, including text, ratings and photos (including before/after photos).',
        '“Consultation” means a request by a member, made through the Service, to book a treatment-related consultation with a particular clinic; the Company forwards the request to that clinic.',
        '“Post” means any information in the form of symbols, text or images posted by a member on the Service, such as reviews, comments and photos.',
      ],
    },
    {
      heading: 'Article 3 (Publication and Amendment of the Terms)',
      paragraphs: [
        'The Company displays these Terms together with its trade name, representative’s name, business address, business registration number, mail-order business report number and contact details on the Service so that members and visitors can easily find them.',
        'The Company may amend these Terms to the extent that it does not violate applicable laws, including the Korean Act on the Regulation of Terms and Conditions, the Act on the Consumer Protection in Electronic Commerce, and the Act on Promotion of Information and Communications Network Utilization and Information Protection.',
        'When amending these Terms, the Company will announce the amendment on the Service, stating the effective date and the reasons, at least 7 days before it takes effect. Amendments unfavourable to members will be announced at least 30 days in advance and notified to members individually, for example through in-service notifications.',
        'If the Company clearly states, when announcing or notifying an amendment, that a member will be deemed to have agreed unless he or she objects by the effective date, and the member does not expressly object, the member is deemed to have agreed to the amended Terms. A member who does not agree to the amended Terms may terminate the service agreement.',
      ],
    },
    {
      heading: 'Article 4 (Membership and Social Login)',
      paragraphs: [
        'Membership is established when a person who wishes to use the Service agrees to these Terms and the Privacy Policy and completes authentication with a LINE, Google, Kakao, Naver or Apple social login account.',
        'The Company receives from the social login provider only the minimum information needed to identify the member, and does not collect or store the password of the social login account.',
        'Only persons aged 14 or older may register as members. The Company may refuse an application, or terminate the service agreement afterwards, in any of the following cases.',
        'Members are responsible for managing their social login accounts. If login is restricted because of an outage or policy change at the social login provider, the Company will provide reasonable assistance so that the member can verify and use the account.',
      ],
      items: [
        'The application was made using another person’s social login account.',
        'The applicant is under the age of 14.',
        'A person whose service agreement was terminated for breach of these Terms applies again without the Company’s approval.',
        'A clinic or a person associated with a clinic applies for an improper purpose such as manipulating reviews.',
        'The application otherwise violates applicable laws or these Terms.',
      ],
    },
    {
      heading: 'Article 5 (Nature and Content of the Service)',
      paragraphs: [
        'The Company operates an information platform that provides members and visitors with information on clinics, doctors, treatment events and reviews. The Company is not a medical institution and does not perform any medical practice, such as consultation, diagnosis, prescription or treatment.',
        'Information on clinics and doctors and treatment events (including prices and discount conditions) shown on the Service is based on material provided by the clinics or on public sources, and the actual details may vary depending on each clinic. Before deciding on a treatment, members must consult a doctor in person to confirm its effects, side effects and costs.',
        'The Company does not engage in introducing, brokering or inducing patients for profit, which is prohibited by Article 27(3) of the Korean Medical Service Act, and does not recommend any particular clinic or treatment or guarantee its results.',
        'The Company provides the following services free of charge. The Service is in principle available 24 hours a day, all year round, but may be temporarily suspended for inspection, replacement or failure of equipment, loss of communications or other unavoidable reasons, in which case the Company will give notice in advance (or afterwards where unavoidable).',
      ],
      items: [
        'Searching and viewing information on clinics, doctors and treatment events',
        'Map-based clinic location guidance and finding nearby clinics',
        'Bookmarking clinics, events and reviews of interest',
        'Forwarding consultation requests to clinics',
        'Writing and viewing reviews',
        'Other services developed by the Company or provided through partnerships',
      ],
    },
    {
      heading: 'Article 6 (Obligations of Members)',
      paragraphs: [
        'Members must comply with applicable laws, these Terms, the Service guides and the precautions announced by the Company, and must not engage in any of the following acts.',
        'If a member breaches paragraph 1, the Company may take measures such as removing posts under Article 8 and restricting use under Article 12.',
      ],
      items: [
        'Using another person’s account or personal information, or registering false information',
        'Posting reviews of treatments the member has not actually received, or reviews written in return for money, discounts, free treatment or any other benefit from a clinic or third party',
        'Posting false or exaggerated content in order to promote or disparage a particular clinic',
        'Posting another person’s photos, likeness or copyrighted works without the right holder’s consent',
        'Collecting, storing or disclosing personal information of other members, medical professionals or clinic staff',
        'Posting obscene or violent content, hate speech or other information contrary to public order and morals',
        'Collecting information from the Service without permission, or interfering with its operation, by automated means such as crawlers or bots',
        'Using the Service for commercial advertising or for inducing patients',
        'Any other act that violates applicable laws or interferes with the Company’s legitimate business',
      ],
    },
    {
      heading: 'Article 7 (Writing Reviews and Posting Standards)',
      paragraphs: [
        'Members may write reviews only about treatments or consultations they have actually received at a clinic. Reviews that include before/after photos must truthfully reflect the member’s own actual treatment experience, and results must not be distorted by retouching, compositing or similar means.',
        'Reviews must comply with the restrictions on medical advertising in Article 56 of the Korean Medical Service Act. Members must not post any of the following content.',
        'Before/after photos and treatment history are sensitive information concerning health. The Company therefore obtains separate consent when a review is written and informs the member before the review becomes visible to other users. Members may set a review to “private” so that only they can see it.',
        'Copyright in a review belongs to the member who wrote it. The member grants the Company a free licence to use the review (including reproducing, transmitting and resizing it) to the extent necessary to post and display it within the Service. The Company will obtain the member’s separate consent before using a review outside the Service.',
        'Persons associated with a clinic, such as its founder, medical professionals or staff, may not write reviews of a clinic to which they belong or in which they have an interest.',
      ],
      items: [
        'Content that is in substance medical advertising, such as reviews written for compensation from a clinic or medical professional or at a clinic’s request',
        'Content that guarantees treatment results or is likely to mislead consumers',
        'Content that compares or disparages the skills or treatment methods of other clinics or medical professionals',
        'Photos or videos showing surgical scenes or other direct treatment procedures',
        'Content that omits important information such as side effects, or that has no objective basis',
        'Content using manipulated before/after photos or photos of another person',
      ],
    },
    {
      heading: 'Article 8 (Management and Removal of Posts)',
      paragraphs: [
        'If the Company determines that a post falls under any of the following, it may remove the post or suspend its display without prior notice.',
        'A person who claims that a post infringes his or her rights, for example through invasion of privacy or defamation, may ask the Company to remove the post or to publish a rebuttal. The Company will promptly take necessary measures, such as removal or temporary blocking, under the Act on Promotion of Information and Communications Network Utilization and Information Protection, and notify the applicant and the poster.',
        'Where necessary to verify the authenticity of a review, the Company may ask the member to submit material confirming the treatment, such as a receipt for medical fees. Submitted material will be used only for verification and destroyed without delay once verification is complete.',
        'A member whose post has been removed or suspended may raise an objection through the customer centre, and the Company will review it and notify the member of the outcome.',
      ],
      items: [
        'It violates Article 6 or Article 7.',
        'It violates the Medical Service Act or other applicable laws, or a competent authority has requested action.',
        'It defames another person or infringes rights such as privacy, portrait rights or copyright.',
        'The member fails, without good reason, to respond to a request to show that the treatment was actually received.',
        'It is otherwise clearly inconsistent with the purpose of the Service.',
      ],
    },
    {
      heading: 'Article 9 (Consultation Requests)',
      paragraphs: [
        'Members may request a consultation booking with a clinic of their choice through the Service. A consultation request is forwarded by the Company to the clinic; the Company does not guarantee that a booking will be made or that a consultation will take place at a particular time.',
        'Confirmation of the booking, changes to the schedule, the content of the consultation, and whether to proceed with a treatment and at what cost are decided directly between the member and the clinic, and the Company is not a party to that transaction.',
        'When a member makes a consultation request, the Company, with the member’s consent, provides the clinic with the minimum information needed for the consultation. The items provided and the retention period are as set out in the Privacy Policy.',
        'Members must enter accurate information when requesting a consultation. If a member interferes with a clinic’s operations through repeated false requests or no-shows without notice, the Company may restrict the member’s use of the consultation feature.',
        'A consultation request may be cancelled or changed on the consultation history screen of the Service or through the clinic.',
      ],
    },
    {
      heading: 'Article 10 (Changes to and Termination of the Service)',
      paragraphs: [
        'The Company may change all or part of the Service for operational or technical reasons and will announce the details and effective date of the change on the Service in advance.',
        'If the Company intends to end the Service, for example because it is closing the business, it will announce this on the Service and notify members at least 30 days before the end date. Members may review or delete their posts until the Service ends.',
      ],
    },
    {
      heading: 'Article 11 (Limitation of Liability)',
      paragraphs: [
        'The Company is not liable for failure to provide the Service due to force majeure, such as natural disasters, war, power failure or telecommunications outages.',
        'The Company does not guarantee the accuracy or reliability of information provided by clinics or of reviews posted by members. Responsibility for medical care and treatment given at a clinic and their results (including side effects and medical accidents) lies with the clinic and its medical professionals, and the Company is not liable for them.',
        'The Company has no obligation to intervene in disputes arising through the Service between members or between a member and a clinic, and is not liable for damage arising from such disputes. The Company may, however, cooperate to the extent necessary to resolve them.',
        'The Company is not liable for any disruption in the use of the Service attributable to the member.',
        'Notwithstanding paragraphs 1 to 4, the Company will compensate members for damage caused by its wilful misconduct or gross negligence in accordance with applicable laws.',
      ],
    },
    {
      heading: 'Article 12 (Withdrawal and Restriction of Use)',
      paragraphs: [
        'Members may at any time request termination of the service agreement (account deletion) through the account deletion menu in the Service or the customer centre, and the Company will process the request without delay in accordance with applicable laws.',
        'When a member withdraws, the member’s personal information is destroyed without delay in accordance with the Privacy Policy. However, unless the member deletes them before withdrawing, reviews written by the member may remain in anonymised form, with the link to the author removed and the nickname replaced with “Former member”. Members who want their reviews removed must delete them before withdrawing.',
        'If a member breaches these Terms, the Company may restrict the member’s use of the Service in stages — warning, temporary suspension and permanent suspension (termination of the service agreement) — depending on the severity of the breach. In the case of a serious breach, such as account theft, repeated posting of paid reviews or violation of law, the Company may impose permanent suspension immediately.',
        'When restricting use, the Company will notify the member of the reasons and the period, and the member may file an objection through the customer centre within 14 days of receiving the notice.',
      ],
    },
    {
      heading: 'Article 13 (Governing Law and Jurisdiction)',
      paragraphs: [
        'These Terms and the use of the Service are governed by the laws of the Republic of Korea.',
        'The Company and members will endeavour to resolve any dispute relating to the Service through good-faith consultation.',
        'Any lawsuit concerning a dispute not resolved under paragraph 2 shall be brought before the Seoul Central District Court as the court of first instance. Members may, however, also bring an action before any other court having jurisdiction under the Korean Civil Procedure Act.',
      ],
      items: [
        `Company: ${en.name} / Representative: ${en.ceo}`,
        `Address: ${en.address}`,
        `Business registration no.: ${en.businessNumber} / Mail-order business report no.: ${en.mailOrderNumber}`,
        `Customer centre: ${en.csPhone} (${en.csHours}) / Email: ${en.email}`,
      ],
    },
  ],
};

export const termsOfService: Record<Locale, LegalDocument> = {
  ko: termsKo,
  ja: termsJa,
  en: termsEn,
};

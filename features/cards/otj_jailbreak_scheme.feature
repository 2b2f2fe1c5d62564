Feature: Jailbreak Scheme: the permanent's owner chooses top or bottom; its mana value is its mana cost's
  Jailbreak Scheme {U} — Sorcery — Spree: + {3} — Put a +1/+1 counter on target creature. It can't be blocked
  this turn. + {2} — Target artifact or creature's owner puts it on their choice of the top or bottom of their
  library.

  Rulings: features/otj.rulings.json (2024-04-12), single source (wingedsheep/argentum-engine card
  definitions). CR 401.1 (a card put on top or bottom of its owner's library), 202.3 (mana value: the mana cost
  only), 702.172a (spree: additional costs), 509.1b (can't be blocked).

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Bob controls Grizzly Bears
    And Bob's library, from the top, is Mountain and Island
    And Alice has Jailbreak Scheme in her hand

  @ruling:3476fd6461e2 @cr:401.1
  Rule: The permanent's owner chooses the top or the bottom of their library
    The permanent's owner chooses whether to put it on the top or bottom of their library.

    @id:otj-jailbreak-scheme-owner-chooses-top
    Scenario: Bob, Grizzly Bears's owner, chooses the top: it is the top card of his library
      Given Alice has {U}{C}{C} in her mana pool
      And Alice will choose the mode "Target artifact or creature's owner puts it on their choice of the top or bottom of their library."
      And Alice will choose no more modes
      And Alice will choose Grizzly Bears as targets
      And Bob will choose top as the place in the library
      When Alice casts Jailbreak Scheme from her hand
      And all players pass priority until the stack is empty
      Then the top card of Bob's library is Grizzly Bears

    @id:otj-jailbreak-scheme-owner-chooses-bottom
    Scenario: Bob chooses the bottom: Mountain stays the top card of his library
      Given Alice has {U}{C}{C} in her mana pool
      And Alice will choose the mode "Target artifact or creature's owner puts it on their choice of the top or bottom of their library."
      And Alice will choose no more modes
      And Alice will choose Grizzly Bears as targets
      And Bob will choose bottom as the place in the library
      When Alice casts Jailbreak Scheme from her hand
      And all players pass priority until the stack is empty
      Then the top card of Bob's library is Mountain
      And Bob has Mountain, Island and Grizzly Bears in his library

  @ruling:596973c3f895 @cr:202.3 @cr:702.172a
  Rule: Its mana value is that of its mana cost, whatever modes were chosen
    The mana value of a spell with spree is determined only by its mana cost. It doesn't matter which modes you
    choose or which additional costs you pay.

    @id:otj-jailbreak-scheme-mana-value-one-mode
    Scenario: Cast with one mode ({3} more), Jailbreak Scheme has mana value 1 on the stack
      Given Alice has {U}{C}{C}{C} in her mana pool
      And Alice will choose the mode "Put a +1/+1 counter on target creature. It can't be blocked this turn."
      And Alice will choose no more modes
      And Alice will choose Grizzly Bears as targets
      When Alice casts Jailbreak Scheme from her hand
      Then Jailbreak Scheme on the stack has mana value 1

    @id:otj-jailbreak-scheme-mana-value-two-modes
    Scenario: Cast with both modes ({5} more), Jailbreak Scheme still has mana value 1 on the stack
      Given Alice has {U}{C}{C}{C}{C}{C} in her mana pool
      And Alice will choose the mode "Put a +1/+1 counter on target creature. It can't be blocked this turn."
      And Alice will choose the mode "Target artifact or creature's owner puts it on their choice of the top or bottom of their library."
      And Alice will choose Grizzly Bears, then Grizzly Bears as targets
      When Alice casts Jailbreak Scheme from her hand
      Then Jailbreak Scheme on the stack has mana value 1
